/**
 * `npm test` provides its own browser: the journeys run in Debian's Chromium. When it is missing,
 * install it if this user can (root with apt-get), otherwise stop at once with the exact command,
 * before ten minutes of other suites make the newcomer wait for the failure.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const chosenPath = process.env.CHROMIUM_PATH;
const chromiumPath = chosenPath ?? "/usr/bin/chromium";
const installCommand = "apt-get update && apt-get install -y chromium";

function canInstall(): boolean {
  // A CHROMIUM_PATH the user chose is theirs to provide; apt installs to /usr/bin/chromium.
  return !chosenPath && process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
}

if (!existsSync(chromiumPath)) {
  if (!canInstall()) {
    console.error(
      `Chromium is missing at ${chromiumPath} (the browser journeys need it).\n` +
        `Install it with:  sudo sh -c '${installCommand}'\n` +
        "or point CHROMIUM_PATH at a Chromium or Chrome binary, then run npm test again.",
    );
    process.exit(1);
  }
  console.log("Installing Debian's Chromium for the browser journeys…");
  const installed = spawnSync("sh", ["-c", installCommand], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (installed.status !== 0 || !existsSync(chromiumPath)) {
    console.error(`Installing Chromium failed. Try:  sudo sh -c '${installCommand}'`);
    process.exit(1);
  }
}
