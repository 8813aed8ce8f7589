import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const p = await b.newPage();
await p.goto('file:///work/wt-media/server/media/files/');
for (const f of ['clip-576.webm','clip-480.webm','clip-720.webm','tone-a.wav']) {
  const r = await p.evaluate(async (f) => { const v = document.createElement(f.endsWith('wav')?'audio':'video'); v.src = f; v.muted = true; await new Promise((d,e)=>{v.onloadedmetadata=d; v.onerror=()=>e(new Error('err '+v.error?.code))}); const d = v.duration; v.currentTime = d/2; await new Promise(d=>v.onseeked=d); return [d, v.currentTime, v.videoHeight]; }, f);
  console.log(f, r);
}
await b.close();
