import { darken, lighten } from '../art-color';
import type { ShapeDrawer } from './types';
import { mirrorPath } from './types';

const stitches = (d: string, color: string, width = 4) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-dasharray="12 8" stroke-linecap="round" opacity="0.8"/>`;

/** Side view, toe to the right. */
export const sneaker: ShapeDrawer = (p) => {
  const whiteUpper = p.lum > 0.75;
  const midsole = whiteUpper ? '#f3efe6' : '#f7f6f2';
  const outsole = whiteUpper ? '#b98a5e' : '#2d2d30';
  const overlay = whiteUpper ? '#e3e5e8' : p.dark;
  const laces = [0, 1, 2, 3, 4]
    .map((i) => {
      const x = 566 + i * 48;
      const y = 462 + i * 30;
      return `<path d="M${x} ${y} L${x + 30} ${y - 44}" stroke="#f4f4f2" stroke-width="13" stroke-linecap="round"/><circle cx="${x}" cy="${y}" r="7" fill="${p.deep}"/>`;
    })
    .join('');
  return {
    focus: [720, 600],
    floor: { cx: 620, cy: 830, rx: 480 },
    svg: `
<path d="M212 482 Q320 490 420 500 Q480 460 548 396 Q400 440 212 482 Z" fill="${p.deep}"/>
<path d="M185 744 Q168 600 212 482 Q320 490 420 500 Q480 460 548 396 Q590 384 620 404 L650 446 Q800 560 962 612 Q1052 642 1056 744 Z" fill="${p.fill}"/>
<path d="M548 396 Q590 384 620 404 L652 448 L600 476 L534 432 Z" fill="${p.light}"/>
<path d="M185 744 Q168 600 212 482 L252 490 Q306 600 304 744 Z" fill="${overlay}"/>
${stitches('M206 736 Q196 610 232 506 M282 736 Q282 610 244 512', p.stitch, 3)}
<path d="M880 744 Q884 650 950 616 Q1052 642 1056 744 Z" fill="${overlay}"/>
${stitches('M902 740 Q906 666 956 638', p.stitch, 3)}
<path d="M530 440 L650 440 Q730 530 812 588 L772 630 Q660 566 556 520 Z" fill="${overlay}"/>
${stitches('M552 500 Q660 552 770 612', p.stitch, 3)}
${laces}
<path d="M350 744 Q420 620 570 556 L612 574 Q482 640 432 744 Z" fill="${whiteUpper ? '#c9ced4' : lighten(p.base, 0.35)}" opacity="0.9"/>
<path d="M196 488 L226 478 L236 540 L206 546 Z" fill="${p.deep}"/>
<ellipse cx="560" cy="640" rx="200" ry="40" transform="rotate(-8 560 640)" fill="${p.sheen}" opacity="0.5"/>
<path d="M172 742 L1056 742 Q1076 762 1070 800 L1062 826 L180 826 Q164 790 172 742 Z" fill="${midsole}"/>
<path d="M190 788 L1050 788" stroke="#d6d1c6" stroke-width="3"/>
<path d="M180 826 L1062 826 Q1056 858 1012 862 L216 862 Q184 858 180 826 Z" fill="${outsole}"/>`,
  };
};

/** A structured shoulder bag with a flap and a top handle. */
export const bag: ShapeDrawer = (p) => ({
  focus: [600, 760],
  floor: { cx: 600, cy: 970, rx: 400 },
  svg: `
<path d="M380 526 C380 300 820 300 820 526" fill="none" stroke="${p.deep}" stroke-width="34" stroke-linecap="round"/>
<path d="M380 526 C380 300 820 300 820 526" fill="none" stroke="${p.light}" stroke-width="4" opacity="0.35"/>
<path d="M300 520 L900 520 Q936 522 940 560 L962 918 Q964 968 912 968 L288 968 Q236 968 238 918 L260 560 Q264 522 300 520 Z" fill="${p.fill}"/>
${stitches('M272 600 L254 912 Q254 946 292 946 L908 946 Q946 946 946 912 L928 600', p.stitch, 3)}
<path d="M290 514 L910 514 Q932 516 934 546 L944 732 Q600 812 256 732 L266 546 Q268 516 290 514 Z" fill="${p.fillV}"/>
${stitches('M292 540 L908 540 L916 712 Q600 784 284 712 Z', p.stitch, 3)}
<path d="M256 732 Q600 812 944 732" fill="none" stroke="${p.deep}" stroke-width="6" opacity="0.5"/>
<rect x="556" y="744" width="88" height="56" rx="14" fill="${p.hardware}" stroke="${darken('#a9adb3', 0.3)}" stroke-width="3"/>
<rect x="584" y="760" width="32" height="24" rx="6" fill="${darken('#a9adb3', 0.25)}"/>
<circle cx="380" cy="530" r="24" fill="none" stroke="${p.hardware}" stroke-width="10"/>
<circle cx="820" cy="530" r="24" fill="none" stroke="${p.hardware}" stroke-width="10"/>
<ellipse cx="460" cy="620" rx="170" ry="60" fill="${p.sheen}" opacity="0.7"/>`,
});

export const backpack: ShapeDrawer = (p) => {
  const strap = 'M404 300 Q330 500 350 820 L394 820 Q384 530 444 320 Z';
  return {
    focus: [600, 640],
    floor: { cx: 600, cy: 1034, rx: 330 },
    svg: `
<path d="${strap} ${mirrorPath(strap)}" fill="${p.deep}"/>
<path d="M536 258 Q600 170 664 258" fill="none" stroke="${p.deep}" stroke-width="20" stroke-linecap="round"/>
<path d="M380 320 Q380 240 470 236 L730 236 Q820 240 820 320 L838 980 Q838 1032 780 1034 L420 1034 Q362 1032 362 980 Z" fill="${p.fill}"/>
<path d="M394 368 Q600 300 806 368" fill="none" stroke="${p.deep}" stroke-width="12"/>
<path d="M394 368 Q600 300 806 368" fill="none" stroke="${p.hardware}" stroke-width="8" stroke-dasharray="4 4"/>
<path d="M452 350 L446 412 M748 350 L754 412" stroke="${p.deep}" stroke-width="14" stroke-linecap="round"/>
<rect x="532" y="440" width="26" height="90" rx="6" fill="${p.dark}"/>
<rect x="642" y="440" width="26" height="90" rx="6" fill="${p.dark}"/>
<path d="M420 642 Q420 598 470 596 L730 596 Q780 598 780 642 L792 942 Q792 984 750 986 L450 986 Q408 984 408 942 Z" fill="${p.fillV}" stroke="${p.seam}" stroke-width="4"/>
<path d="M436 646 L764 646" stroke="${p.deep}" stroke-width="10"/>
<path d="M436 646 L764 646" stroke="${p.hardware}" stroke-width="6" stroke-dasharray="4 4"/>
<path d="M716 646 L720 712" stroke="${p.deep}" stroke-width="12" stroke-linecap="round"/>
${stitches('M432 690 L440 940 Q444 964 470 964 L730 964 Q756 964 760 940 L768 690', p.stitch, 3)}
<ellipse cx="500" cy="460" rx="110" ry="170" fill="${p.sheen}" opacity="0.6"/>`,
  };
};

/** A bifold wallet with two cards peeking out. */
export const wallet: ShapeDrawer = (p) => ({
  focus: [560, 500],
  floor: { cx: 600, cy: 866, rx: 340 },
  svg: `
<rect x="372" y="318" width="400" height="260" rx="20" fill="#e9e3d6" transform="rotate(-7 572 448)"/>
<rect x="452" y="336" width="400" height="260" rx="20" fill="#8fb0c8" transform="rotate(5 652 466)"/>
<rect x="470" y="380" width="120" height="14" rx="7" fill="#6d8ea6" transform="rotate(5 652 466)"/>
<rect x="300" y="420" width="600" height="440" rx="40" fill="${p.fill}"/>
<rect x="328" y="448" width="544" height="384" rx="24" fill="none" stroke="${p.stitch}" stroke-width="4" stroke-dasharray="12 8"/>
<path d="M300 480 Q300 420 360 420 L840 420 Q900 420 900 480" fill="none" stroke="${p.light}" stroke-width="6" opacity="0.7"/>
<rect x="728" y="770" width="110" height="30" rx="6" fill="${p.dark}" opacity="0.6"/>
<ellipse cx="470" cy="560" rx="190" ry="80" fill="${p.sheen}" opacity="0.6"/>`,
});
