// Boots the product's services from the configuration: database (migrated), job queue, mail,
// storage and accounts. Shared by the web process, the worker and the integration tests.
import { createFileStorage, createMailer, type Mailer } from "@unleak/core";
import { type DatabaseHandle, openDatabase } from "@unleak/db";
import { deliverMailJob, type Queue, startQueue } from "@unleak/jobs";
import { createAuth } from "./auth";
import type { Config } from "./config";
import type { Services } from "./http/context";

export interface Runtime extends Services {
  database: DatabaseHandle;
  queue: Queue;
  stop(): Promise<void>;
}

export async function startRuntime(config: Config, { worker = config.runWorker, database }: { worker?: boolean; database?: DatabaseHandle } = {}): Promise<Runtime> {
  const handle =
    database ?? (await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: `${config.dataDir}/db` }));
  await handle.migrate();
  const queue = await startQueue(config.databaseUrl ? { connectionString: config.databaseUrl } : { executeSql: handle.executeSql });
  const mailer: Mailer = createMailer({
    db: handle.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    enqueueDelivery: async (outboxId) => void (await queue.send(deliverMailJob, { outboxId }, { singletonKey: outboxId })),
  });
  if (worker) await queue.work(deliverMailJob, ({ outboxId }) => mailer.deliver(outboxId));
  const storage = createFileStorage({ root: config.storageDir, secret: config.authSecret });
  const auth = createAuth({ config, db: handle.db, mailer });
  return {
    config,
    db: handle.db,
    database: handle,
    queue,
    mailer,
    storage,
    auth,
    async stop() {
      await queue.stop();
      if (!database) await handle.close();
    },
  };
}
