// Renders the onboarding welcome video (public/assets/onboarding/welcome.webm):
// an 8-second animation without words or sound (so it needs no translation
// and no captions) of what the product does:
// demand, supply and production plans that start apart and meet in one plan,
// reviewed in a monthly S&OP meeting. Drawn with CSS animations in Chromium,
// captured frame by frame, encoded with ffmpeg (VP9).
//
// Needs Debian's chromium and ffmpeg; CI does not run it: the output is
// committed. Run: npx tsx scripts/assets/render-welcome-video.ts
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const WIDTH = 960;
const HEIGHT = 540;
const FPS = 24;
const SECONDS = 8;
const OUT_DIR = path.resolve('public/assets/onboarding');

const logo = readFileSync(path.resolve('src/assets/logo.svg'), 'utf8').replace(/role="img" aria-label="[^"]*"/, '');

const bars = (heights: number[], color: string) =>
  heights.map((h, i) => `<div class="bar" style="--h:${h}px;--d:${i * 0.06}s;background:${color}"></div>`).join('');

const html = `<!doctype html><html><head><style>
* { box-sizing: border-box; margin: 0; }
body { width: ${WIDTH}px; height: ${HEIGHT}px; overflow: hidden; font-family: 'DejaVu Sans', sans-serif;
  background: radial-gradient(circle at 30% 20%, #1c7ed6 0%, #0b4f8a 55%, #073763 100%); }
.scene { position: absolute; inset: 0; display: grid; place-items: center; opacity: 0; }
@keyframes show { 0% { opacity: 0; transform: translateY(16px) scale(.96) } 8% { opacity: 1; transform: none } 92% { opacity: 1; transform: none } 100% { opacity: 0; transform: translateY(-16px) scale(1.02) } }
/* The first frame is the brand, fully drawn: browsers show it before the video plays. */
.intro { animation: leave 2.2s ease-in-out 0s both; }
@keyframes leave { 0%, 82% { opacity: 1; transform: none } 100% { opacity: 0; transform: translateY(-16px) scale(1.02) } }
.intro .mark { width: 150px; height: 150px; animation: breathe 1.6s ease-in-out 0s both; }
.intro .brand { margin-top: 18px; color: #fff; font-size: 44px; font-weight: 700; letter-spacing: .5px; text-align: center; }
@keyframes breathe { 50% { transform: scale(1.06) } }
@keyframes fade { from { opacity: 0; transform: translateY(10px) } to { opacity: 1; transform: none } }

.plans { animation: show 3.4s ease-in-out 2.0s both; }
.lanes { position: relative; display: flex; gap: 46px; align-items: flex-end; height: 300px; }
.lane { display: flex; gap: 8px; align-items: flex-end; height: 300px; padding: 0 14px 0; border-bottom: 3px solid rgba(255,255,255,.5); }
.bar { width: 26px; border-radius: 6px 6px 2px 2px; height: var(--h); transform-origin: bottom; animation: grow .7s cubic-bezier(.3,1.3,.5,1) calc(2.3s + var(--d)) both, align .8s ease-in-out 3.7s forwards; }
@keyframes grow { from { transform: scaleY(0) } to { transform: scaleY(1) } }
@keyframes align { to { height: 170px } }
.icon { position: absolute; top: -2px; width: 44px; height: 44px; border-radius: 12px; background: rgba(255,255,255,.16); display: grid; place-items: center; animation: fade .5s ease 2.4s both; }
.plan-line { position: absolute; left: -10px; right: -10px; bottom: 168px; height: 6px; border-radius: 3px; background: #ffd43b; box-shadow: 0 0 18px #ffd43b;
  transform-origin: left; animation: draw .9s ease-in-out 4.3s both; }
@keyframes draw { from { transform: scaleX(0) } to { transform: scaleX(1) } }

.meeting { animation: show 2.8s ease-in-out 5.2s both; }
.calendar { display: grid; grid-template-columns: repeat(7, 58px); gap: 8px; padding: 22px; border-radius: 18px; background: rgba(255,255,255,.1); }
.day { height: 46px; border-radius: 10px; background: rgba(255,255,255,.14); animation: fade .3s ease calc(5.3s + var(--d)) both; }
.day.meet { background: #ffd43b; animation: fade .3s ease calc(5.3s + var(--d)) both, pulse 1s ease-in-out 6.1s 2; display: grid; place-items: center; }
@keyframes pulse { 50% { transform: scale(1.18); box-shadow: 0 0 24px #ffd43b } }
.check { width: 30px; height: 30px; stroke: #0b4f8a; stroke-width: 5; fill: none; stroke-dasharray: 40; stroke-dashoffset: 40; animation: tick .5s ease 6.3s forwards; }
@keyframes tick { to { stroke-dashoffset: 0 } }
.people { display: flex; gap: 14px; justify-content: center; margin-top: 22px; }
.person { width: 44px; height: 44px; border-radius: 50%; animation: fade .4s ease calc(6.2s + var(--d)) both; }
</style></head><body>
<div class="scene intro"><div><div class="mark">${logo}</div><div class="brand">Plania S&amp;OP</div></div></div>
<div class="scene plans"><div class="lanes">
  <div class="lane" style="position:relative">${bars([120, 210, 150, 260, 190], '#74c0fc')}</div>
  <div class="lane">${bars([240, 110, 200, 140, 230], '#63e6be')}</div>
  <div class="lane">${bars([90, 180, 260, 120, 160], '#ffa8a8')}</div>
  <div class="plan-line"></div>
</div></div>
<div class="scene meeting"><div>
  <div class="calendar">${Array.from({ length: 28 }, (_, i) =>
    i === 9
      ? `<div class="day meet" style="--d:${(i * 0.012).toFixed(3)}s"><svg class="check" viewBox="0 0 30 30"><path d="M6 16 L13 23 L25 8"/></svg></div>`
      : `<div class="day" style="--d:${(i * 0.012).toFixed(3)}s"></div>`).join('')}</div>
  <div class="people">${['#74c0fc', '#63e6be', '#ffa8a8', '#ffd43b'].map((c, i) => `<div class="person" style="background:${c};--d:${i * 0.1}s"></div>`).join('')}</div>
</div></div>
</body></html>`;

async function main() {
  const frames = mkdtempSync(path.join(tmpdir(), 'welcome-video-'));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
    await page.setContent(html);
    await page.evaluate(() => document.getAnimations().forEach((a) => a.pause()));
    const total = FPS * SECONDS;
    for (let i = 0; i < total; i++) {
      const ms = (i * 1000) / FPS;
      await page.evaluate((t) => document.getAnimations().forEach((a) => { a.currentTime = t; }), ms);
      await page.screenshot({ path: path.join(frames, `frame${String(i).padStart(4, '0')}.png`) });
    }
  } finally {
    await browser.close();
  }
  const output = path.join(OUT_DIR, 'welcome.webm');
  execFileSync('ffmpeg', [
    '-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', path.join(frames, 'frame%04d.png'),
    '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-deadline', 'good', '-row-mt', '1', '-pix_fmt', 'yuv420p', '-an', output,
  ], { stdio: 'inherit' });
  rmSync(frames, { recursive: true, force: true });
  console.log(`${output}: ${Math.round(statSync(output).size / 1024)} KB`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
