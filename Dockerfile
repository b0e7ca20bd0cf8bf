# The production image (issue 20, docs/operations.md): one image for both roles, an API process
# (`node apps/server/dist/main.mjs`, the default command) and a job worker
# (`node apps/server/dist/worker.mjs`), on PostgreSQL (DATABASE_URL).

# ---- build: every dependency, the web app and the server bundle ----
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
# apps/web/dist (the web app) and apps/server/dist (main.mjs, worker.mjs and the picture matcher's thread).
RUN npm run build
# What the bundles import at run time: the npm packages of `dependencies`, no build or test tools.
RUN npm prune --omit=dev --no-audit --no-fund

# ---- runtime: Node, ffmpeg for video matching, the bundles and the files they read ----
FROM node:20-bookworm-slim
# ffmpeg and ffprobe (FFMPEG_PATH, FFPROBE_PATH) compare leaked videos with the creators' references.
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
  MALLOC_ARENA_MAX=2 \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/app/data
WORKDIR /app
# The bundles find their files relative to the sources they came from (scripts/bundle.mjs): the
# root package.json (the version), the migrations (packages/db/migrations), the web app
# (apps/web/dist), the sandbox's pictures and the matcher's WebAssembly live at the same paths here.
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages ./packages
COPY --from=build /app/apps/server/package.json ./apps/server/package.json
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/server/node_modules ./apps/server/node_modules
COPY --from=build /app/apps/web/package.json ./apps/web/package.json
COPY --from=build /app/apps/web/dist ./apps/web/dist
# DATA_DIR: local file storage and the generated keys; a volume in compose.yaml.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# The API process answers /healthz; a worker serves no HTTP (compose.yaml turns this check off for it).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/server/dist/main.mjs"]
