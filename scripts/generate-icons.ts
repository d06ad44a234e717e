/** Draws the app icons (manifest, iOS home screen) from src/web/public/icons/icon.svg.
 * Run after changing the SVG: node scripts/generate-icons.ts — the PNGs are committed. */
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const directory = "src/web/public/icons";
const svg = readFileSync(path.join(directory, "icon.svg"));
const teal = "#0f766e";
/** Android's maskable icons and iOS round the corners themselves: full-bleed squares, with the
 * house inside the central safe zone (the 80% circle). */

async function main() {
  for (const size of [192, 512]) {
    await sharp(svg, { density: 300 })
      .resize(size, size)
      .png()
      .toFile(path.join(directory, `icon-${size}.png`));
  }
  const houseOnly = await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><path d="M112 256 256 128l144 128v128a16 16 0 0 1-16 16H304V304h-96v96h-80a16 16 0 0 1-16-16z" fill="#fff"/><circle cx="256" cy="232" r="32" fill="#f59e0b"/></svg>`,
    ),
    { density: 300 },
  );
  for (const [name, size, scale] of [
    ["icon-maskable-512.png", 512, 0.72],
    ["apple-touch-icon.png", 180, 0.84],
  ] as const) {
    const inner = Math.round(size * scale);
    const art = await houseOnly.clone().resize(inner, inner).png().toBuffer();
    await sharp({ create: { width: size, height: size, channels: 4, background: teal } })
      .composite([{ input: art, gravity: "center" }])
      .flatten({ background: teal })
      .png()
      .toFile(path.join(directory, name));
  }
  console.log("iconos generados en", directory);
}

await main();
