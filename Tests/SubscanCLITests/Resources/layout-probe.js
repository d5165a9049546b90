// Injected by HTMLReportTests into a copy of the report: measures the layout after load and
// posts the figures to the frame around it. The report itself carries no script.
window.__errors = [];
window.addEventListener('error', e => window.__errors.push(String(e.message)));
window.addEventListener('load', () => {
  const out = {};
  const se = document.scrollingElement;
  out.innerWidth = window.innerWidth;
  out.scrollWidth = se.scrollWidth;
  out.dark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  // axis labels that overlap
  const labels = [...document.querySelectorAll('svg text.axis')].map(t => t.getBoundingClientRect());
  let overlaps = 0;
  for (let i = 0; i < labels.length; i++) for (let j = i + 1; j < labels.length; j++) {
    const a = labels[i], b = labels[j];
    if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) overlaps++;
  }
  out.axisLabels = labels.length; out.axisOverlaps = overlaps;
  // contrast of every element with its own text
  function rgb(s) { const m = s.match(/[\d.]+/g); return m ? m.map(Number) : [0,0,0,0]; }
  function lum(c) { const f = v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]); }
  function bg(el) { for (let e = el; e; e = e.parentElement) { const c = rgb(getComputedStyle(e).backgroundColor);
      if (c.length < 4 || c[3] > 0) return c; } return out.dark ? [0,0,0,1] : [255,255,255,1]; }
  const low = [];
  for (const el of document.querySelectorAll('body *')) {
    if (el.tagName.toLowerCase() === 'title' || el.closest('head')) continue;
    if (![...el.childNodes].some(n => n.nodeType === 3 && n.textContent.trim())) continue;
    const st = getComputedStyle(el);
    if (st.display === 'none' || st.visibility === 'hidden') continue;
    let fg = rgb(st.color); if (el.closest('svg')) fg = rgb(st.fill || st.color);
    const b = bg(el);
    const l1 = lum(fg), l2 = lum(b);
    const ratio = (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
    if (ratio < 4.5) low.push(el.tagName + '.' + el.className + ' ' + ratio.toFixed(2) + ' "' + el.textContent.trim().slice(0, 30) + '"');
  }
  out.lowContrast = low;
  out.scrollers = [...document.querySelectorAll('body *')].filter(e => e.scrollWidth > e.clientWidth + 1 && ['auto','scroll'].includes(getComputedStyle(e).overflowX)).map(e => e.tagName + '.' + e.className + ' ' + e.scrollWidth + '>' + e.clientWidth);
  // legend swatch colours
  out.swatches = [...document.querySelectorAll('.swatch')].map(s => getComputedStyle(s).backgroundColor);
  out.errors = window.__errors;
  const pre = document.createElement('pre'); pre.id = 'subscan-metrics'; pre.textContent = JSON.stringify(out);
  document.body.appendChild(pre); if (window.parent !== window) window.parent.postMessage(pre.textContent, '*');
});
