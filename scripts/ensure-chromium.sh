#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium; install it with apt when it is missing (never a
# downloaded browser build). Debian's ffmpeg comes with it: reference videos are sampled with it.
set -euo pipefail
if [ -x /usr/bin/chromium ] && command -v ffmpeg >/dev/null; then exit 0; fi
echo "Installing Debian's chromium and ffmpeg packages..."
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium fonts-dejavu-core ffmpeg >/dev/null
/usr/bin/chromium --version
