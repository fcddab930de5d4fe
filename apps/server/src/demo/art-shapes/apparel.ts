import type { ShapeDrawer } from './types';
import { mirrorPath } from './types';

const both = (d: string) => `${d} ${mirrorPath(d)}`;

/** Rib knit: a thick dashed stroke along `d` reads as vertical ribs. */
const rib = (d: string, width: number, color: string) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-opacity="0.22" stroke-width="${width}" stroke-dasharray="3 9"/>`;

const stitches = (d: string, color: string, width = 4) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-dasharray="14 9" stroke-linecap="round" opacity="0.85"/>`;

export const tshirt: ShapeDrawer = (p) => {
  const body =
    'M468 236 Q600 318 732 236 L880 282 Q950 316 1020 424 L912 522 L858 470 L862 962 Q600 984 338 962 L342 470 L288 522 L180 424 Q250 316 320 282 Z';
  return {
    focus: [600, 330],
    svg: `
<path d="M468 236 Q600 192 732 236 Q600 318 468 236 Z" fill="${p.deep}"/>
<path d="${body}" fill="${p.fill}"/>
<path d="${both('M326 286 Q352 380 342 470')}" fill="none" stroke="${p.seam}" stroke-width="4" opacity="0.6"/>
<path d="M464 236 Q600 334 736 236" fill="none" stroke="${p.dark}" stroke-width="30"/>
<path d="M462 236 Q600 334 738 236" fill="none" stroke="${p.light}" stroke-width="3" opacity="0.6"/>
${stitches('M346 936 Q600 958 858 936', p.stitch)}
${stitches(both('M1000 404 L894 502'), p.stitch)}
<path d="M436 500 Q430 740 392 948 L466 950 Q470 740 436 500 Z" fill="${p.fold}"/>
<path d="M776 540 Q738 760 762 952 L830 950 Q800 760 776 540 Z" fill="${p.fold}"/>
<ellipse cx="560" cy="560" rx="150" ry="260" fill="${p.sheen}" opacity="0.35"/>`,
  };
};

export const hoodie: ShapeDrawer = (p) => {
  const sleeve = 'M352 330 Q284 340 258 430 L166 858 L274 884 L354 570 Z';
  const cuff = 'M166 858 L274 884 L262 948 L154 922 Z';
  const body = 'M422 292 L778 292 Q842 300 858 352 L862 944 L338 944 L342 352 Q358 300 422 292 Z';
  return {
    focus: [600, 420],
    svg: `
<path d="${both(sleeve)}" fill="${p.fillV}"/>
<path d="${both(cuff)}" fill="${p.dark}"/>
${rib('M160 890 L268 916', 60, p.deep)}${rib('M1040 890 L932 916', 60, p.deep)}
<path d="${body}" fill="${p.fill}"/>
<path d="M338 944 L862 944 L858 1024 Q600 1034 342 1024 Z" fill="${p.dark}"/>
${rib('M344 984 L856 984', 76, p.deep)}
<path d="${both('M352 330 Q364 420 354 570')}" fill="none" stroke="${p.seam}" stroke-width="4" opacity="0.55"/>
<path d="M420 322 C400 160 500 98 600 98 C700 98 800 160 780 322 L600 430 Z" fill="${p.fillV}"/>
<path d="M472 318 C468 196 530 158 600 158 C670 158 732 196 728 318 L600 400 Z" fill="${p.deep}"/>
<path d="M472 318 C468 196 530 158 600 158 C670 158 732 196 728 318 L600 400 Z" fill="none" stroke="${p.light}" stroke-width="10" opacity="0.55"/>
<path d="M566 374 Q550 490 556 616" fill="none" stroke="${p.light}" stroke-width="11" stroke-linecap="round"/>
<path d="M634 374 Q650 490 644 616" fill="none" stroke="${p.light}" stroke-width="11" stroke-linecap="round"/>
<rect x="548" y="606" width="16" height="34" rx="5" fill="${p.hardware}"/>
<rect x="636" y="606" width="16" height="34" rx="5" fill="${p.hardware}"/>
<path d="M452 716 L748 716 L804 906 L396 906 Z" fill="${p.base}" stroke="${p.seam}" stroke-width="4" stroke-opacity="0.5"/>
<path d="M452 716 L396 906 M748 716 L804 906" stroke="${p.deep}" stroke-width="9" stroke-linecap="round" opacity="0.55"/>
<ellipse cx="540" cy="600" rx="150" ry="220" fill="${p.sheen}" opacity="0.3"/>
<ellipse cx="220" cy="620" rx="40" ry="200" transform="rotate(12 220 620)" fill="${p.sheen}" opacity="0.35"/>`,
  };
};

export const jacket: ShapeDrawer = (p) => {
  const sleeve = 'M338 318 Q258 330 230 424 L146 852 L272 884 L352 590 Z';
  const cuff = 'M146 852 L272 884 L258 956 L132 924 Z';
  const body = 'M434 262 L766 262 Q852 276 870 340 L874 944 L326 944 L330 340 Q348 276 434 262 Z';
  return {
    focus: [600, 330],
    svg: `
<path d="${both(sleeve)}" fill="${p.fillV}"/>
<path d="${both(cuff)}" fill="${p.dark}"/>
${rib('M140 888 L266 920', 70, p.deep)}${rib('M1060 888 L934 920', 70, p.deep)}
<path d="${body}" fill="${p.fill}"/>
<path d="M326 944 L874 944 L868 1034 Q600 1044 332 1034 Z" fill="${p.dark}"/>
${rib('M332 989 L868 989', 86, p.deep)}
<path d="M452 232 Q600 200 748 232 Q600 300 452 232 Z" fill="${p.deep}"/>
<path d="M446 232 Q600 306 754 232 L772 270 Q600 350 428 270 Z" fill="${p.dark}"/>
${rib('M438 252 Q600 330 762 252', 40, p.deep)}
<path d="${both('M338 318 Q356 450 352 590')}" fill="none" stroke="${p.seam}" stroke-width="4" opacity="0.55"/>
<path d="M600 300 L600 1034" stroke="${p.deep}" stroke-width="12"/>
<path d="M600 300 L600 1034" stroke="${p.hardware}" stroke-width="8" stroke-dasharray="4 4"/>
<rect x="588" y="318" width="24" height="58" rx="8" fill="${p.hardware}" stroke="${p.deep}" stroke-width="2"/>
<path d="${both('M404 690 L448 830')}" stroke="${p.deep}" stroke-width="12" stroke-linecap="round" opacity="0.6"/>
<path d="M244 520 L318 538 L308 606 L234 588 Z" fill="${p.dark}" opacity="0.75"/>
<path d="M250 532 L312 547" stroke="${p.hardware}" stroke-width="5"/>
<ellipse cx="520" cy="580" rx="120" ry="300" fill="${p.sheen}" opacity="0.35"/>
<ellipse cx="250" cy="700" rx="36" ry="210" transform="rotate(12 250 700)" fill="${p.sheen}" opacity="0.45"/>
<ellipse cx="950" cy="700" rx="30" ry="200" transform="rotate(-12 950 700)" fill="${p.sheen}" opacity="0.25"/>`,
  };
};

export const pants: ShapeDrawer = (p) => {
  const legs = 'M402 250 L798 250 L846 1062 L640 1062 L600 468 L560 1062 L354 1062 Z';
  const loops = [446, 540, 660, 754]
    .map(
      (x) =>
        `<rect x="${x - 9}" y="180" width="18" height="84" rx="4" fill="${p.base}" stroke="${p.seam}" stroke-width="2"/>`,
    )
    .join('');
  return {
    focus: [600, 300],
    svg: `
<path d="${legs}" fill="${p.fillV}"/>
<path d="M600 468 L582 700 L600 700 Z" fill="${p.deep}" opacity="0.25"/>
<path d="M404 188 L796 188 L800 254 L400 254 Z" fill="${p.dark}"/>
${stitches('M404 200 L796 200 M402 244 L798 244', p.stitch, 3)}
${loops}
<circle cx="600" cy="221" r="13" fill="${p.hardware}" stroke="${p.deep}" stroke-width="2"/>
${stitches('M624 254 L624 420 Q624 456 600 470', p.stitch)}
<path d="${both('M408 318 Q478 316 508 254')}" fill="none" stroke="${p.deep}" stroke-width="6" opacity="0.6"/>
${stitches(both('M364 1034 L556 1034'), p.stitch)}
<path d="${both('M478 470 L460 1054')}" stroke="${p.light}" stroke-width="4" opacity="0.5"/>
<ellipse cx="480" cy="640" rx="60" ry="330" fill="${p.sheen}" opacity="0.35"/>
<ellipse cx="730" cy="660" rx="50" ry="320" fill="${p.sheen}" opacity="0.2"/>`,
  };
};
