import { darken, isGoldish, isNeutral, lighten } from '../art-color';
import type { ShapeDrawer } from './types';
import { mirrorPath } from './types';

/** A six-panel cap in side view, the bill to the right. */
export const cap: ShapeDrawer = (p) => ({
  focus: [740, 620],
  floor: { cx: 640, cy: 790, rx: 450 },
  svg: `
<path d="M196 738 C186 520 300 336 484 328 C668 320 786 452 812 708 Q500 774 196 738 Z" fill="${p.fill}"/>
<path d="M484 330 Q330 420 320 748 M484 330 Q560 470 556 760 M484 330 Q700 420 770 716" fill="none" stroke="${p.seam}" stroke-width="5" opacity="0.55"/>
<path d="M484 330 Q560 470 556 760" fill="none" stroke="${p.stitch}" stroke-width="3" stroke-dasharray="10 7" transform="translate(14 0)" opacity="0.7"/>
<path d="M484 330 Q560 470 556 760" fill="none" stroke="${p.stitch}" stroke-width="3" stroke-dasharray="10 7" transform="translate(-14 0)" opacity="0.7"/>
<path d="M216 740 Q232 650 292 664 Q318 700 306 746 Z" fill="${p.deep}"/>
<ellipse cx="484" cy="328" rx="34" ry="14" fill="${p.dark}"/>
<ellipse cx="392" cy="470" rx="9" ry="6" fill="${p.deep}"/>
<ellipse cx="640" cy="466" rx="9" ry="6" fill="${p.deep}"/>
<path d="M196 738 Q500 774 812 708" fill="none" stroke="${p.dark}" stroke-width="14"/>
<ellipse cx="420" cy="460" rx="170" ry="120" fill="${p.sheen}" opacity="0.8"/>
<path d="M752 730 Q800 752 910 762 Q1060 770 1146 760 Q1120 782 1060 788 Q920 796 770 762 Z" fill="${p.deep}"/>
<path d="M744 694 Q900 664 1060 700 Q1132 718 1146 760 Q1060 770 910 762 Q800 752 752 730 Q736 710 744 694 Z" fill="${p.fillV}"/>
<path d="M772 704 Q920 676 1056 710 Q1112 726 1126 750" fill="none" stroke="${p.stitch}" stroke-width="3" stroke-dasharray="10 7" opacity="0.7"/>
<path d="M788 722 Q930 698 1066 730" fill="none" stroke="${p.stitch}" stroke-width="3" stroke-dasharray="10 7" opacity="0.5"/>`,
});

/** A round watch, dial facing the camera, strap running top to bottom. */
export const watch: ShapeDrawer = (p) => {
  const metalCase = isNeutral(p.source) || isGoldish(p.source);
  const caseFill = metalCase ? p.metal : p.hardware;
  const dial = metalCase
    ? p.lum < 0.05
      ? '#1b1c1f'
      : isGoldish(p.source)
        ? '#f2ede2'
        : '#1f2d4a'
    : p.base;
  const dialEdge = darken(dial, 0.35);
  const marker = p.lum > 0.05 && dial === '#f2ede2' ? '#3b3a36' : '#eef0f2';
  const strap =
    p.lum < 0.05 ? '#202124' : isGoldish(p.source) ? '#5a3a22' : metalCase ? '#2a2b2f' : '#6b4a2f';
  const markers = Array.from({ length: 12 }, (_, i) => {
    const major = i % 3 === 0;
    return `<rect x="${major ? 593 : 596}" y="${major ? 446 : 452}" width="${major ? 14 : 8}" height="${major ? 40 : 26}" rx="3" fill="${marker}" transform="rotate(${i * 30} 600 600)"/>`;
  }).join('');
  const holes = [860, 910, 960]
    .map((y) => `<ellipse cx="600" cy="${y}" rx="9" ry="12" fill="${darken(strap, 0.5)}"/>`)
    .join('');
  return {
    focus: [600, 600],
    floor: { cx: 600, cy: 1100, rx: 240 },
    svg: `
<defs><radialGradient id="dial" cx="0.42" cy="0.38" r="0.7"><stop offset="0" stop-color="${lighten(dial, 0.18)}"/><stop offset="1" stop-color="${dialEdge}"/></radialGradient>
<linearGradient id="strap" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${darken(strap, 0.3)}"/><stop offset="0.5" stop-color="${lighten(strap, 0.12)}"/><stop offset="1" stop-color="${darken(strap, 0.3)}"/></linearGradient></defs>
<path d="M516 110 L684 110 L672 430 L528 430 Z" fill="url(#strap)"/>
<path d="M528 770 L672 770 L684 1092 L516 1092 Z" fill="url(#strap)"/>
${holes}
<path d="M500 420 L540 380 L560 420 Z M700 420 L660 380 L640 420 Z" fill="${caseFill}"/>
<path d="M500 780 L540 820 L560 780 Z M700 780 L660 820 L640 780 Z" fill="${caseFill}"/>
<rect x="806" y="574" width="40" height="52" rx="10" fill="${caseFill}" stroke="${darken('#a9adb3', 0.4)}" stroke-width="2"/>
<circle cx="600" cy="600" r="222" fill="${caseFill}"/>
<circle cx="600" cy="600" r="196" fill="${darken(metalCase ? p.base : '#a9adb3', 0.25)}"/>
<circle cx="600" cy="600" r="180" fill="url(#dial)"/>
${markers}
<rect x="592" y="500" width="16" height="112" rx="8" fill="${marker}" transform="rotate(-52 600 600)"/>
<rect x="594" y="460" width="12" height="152" rx="6" fill="${marker}" transform="rotate(64 600 600)"/>
<rect x="599" y="450" width="3" height="190" fill="#d64933" transform="rotate(160 600 600)"/>
<circle cx="600" cy="600" r="14" fill="${caseFill}"/>
<path d="M452 520 A180 180 0 0 1 650 424 L640 452 A150 150 0 0 0 480 530 Z" fill="#fff" opacity="0.16"/>`,
  };
};

/** A pendant necklace laid flat, with a ring beside it. */
export const jewelry: ShapeDrawer = (p) => {
  const chain =
    'M600 170 C360 170 270 400 330 590 C380 730 500 790 600 796 C700 790 820 730 870 590 C930 400 840 170 600 170 Z';
  const gem = (cx: number, cy: number, r: number) => `
<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#gem)"/>
<path d="M${cx - r * 0.7} ${cy - r * 0.2} L${cx} ${cy - r} L${cx + r * 0.7} ${cy - r * 0.2} L${cx} ${cy + r} Z" fill="none" stroke="#fff" stroke-width="3" opacity="0.55"/>
<path d="M${cx - r * 0.45} ${cy - r * 0.45} Q${cx - r * 0.2} ${cy - r * 0.7} ${cx + r * 0.05} ${cy - r * 0.62}" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity="0.9"/>`;
  return {
    focus: [640, 860],
    svg: `
<defs><radialGradient id="gem" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="#ffffff"/><stop offset="0.5" stop-color="#d8e7f2"/><stop offset="1" stop-color="#8fa9bd"/></radialGradient></defs>
<path d="${chain}" fill="none" stroke="${p.deep}" stroke-width="17" stroke-dasharray="18 6" stroke-linecap="round" opacity="0.55"/>
<path d="${chain}" fill="none" stroke="${p.metal}" stroke-width="14" stroke-dasharray="18 6" stroke-linecap="round"/>
<path d="${chain}" fill="none" stroke="${lighten(p.base, 0.65)}" stroke-width="4" stroke-dasharray="7 17" opacity="0.9"/>
<circle cx="600" cy="806" r="22" fill="none" stroke="${p.metal}" stroke-width="10"/>
<circle cx="600" cy="900" r="88" fill="${p.metal}"/>
<circle cx="600" cy="900" r="70" fill="none" stroke="${p.dark}" stroke-width="4" opacity="0.6"/>
${gem(600, 900, 50)}
<ellipse cx="930" cy="960" rx="112" ry="64" fill="none" stroke="${p.dark}" stroke-width="30"/>
<path d="M818 960 A112 64 0 0 0 1042 960" fill="none" stroke="${p.metal}" stroke-width="32"/>
<path d="M836 972 A96 52 0 0 0 1024 972" fill="none" stroke="${lighten(p.base, 0.6)}" stroke-width="5" opacity="0.7"/>
<path d="M900 890 L960 890 L952 912 L908 912 Z" fill="${p.metal}"/>
${gem(930, 872, 34)}`,
  };
};

/** Sunglasses from the front: acetate wayfarers, or metal aviators in gold. */
export const sunglasses: ShapeDrawer = (p) => {
  const aviator = isGoldish(p.source);
  const lens = aviator
    ? 'M262 452 Q260 420 300 416 L530 412 Q572 414 568 460 Q560 600 480 650 Q420 684 340 650 Q270 612 262 452 Z'
    : 'M252 458 Q252 432 290 430 L536 424 Q574 426 570 464 L556 604 Q548 660 498 664 L332 668 Q282 666 270 620 Z';
  const lenses = `${lens} ${mirrorPath(lens)}`;
  const frameWidth = aviator ? 12 : 30;
  const frame = aviator ? p.metal : p.fill;
  return {
    focus: [430, 540],
    floor: { cx: 600, cy: 720, rx: 440 },
    svg: `
<defs><linearGradient id="lens" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="#3a3f47"/><stop offset="0.6" stop-color="#1d2026"/><stop offset="1" stop-color="#4a4038"/></linearGradient></defs>
<path d="M256 452 L150 412 M944 452 L1050 412" stroke="${aviator ? p.metal : p.dark}" stroke-width="${aviator ? 10 : 22}" stroke-linecap="round"/>
<path d="${lenses}" fill="url(#lens)" stroke="${frame}" stroke-width="${frameWidth}" stroke-linejoin="round"/>
<path d="M300 600 L460 440 L510 440 L340 620 Z ${mirrorPath('M300 600 L460 440 L510 440 L340 620 Z')}" fill="#fff" opacity="0.14"/>
<path d="M570 462 Q600 ${aviator ? 440 : 446} 630 462" fill="none" stroke="${frame}" stroke-width="${aviator ? 10 : 24}"/>
${aviator ? `<path d="M540 418 Q600 404 660 418" fill="none" stroke="${p.metal}" stroke-width="9"/>` : `<path d="M256 446 L566 438 M634 438 L944 446" stroke="${p.light}" stroke-width="6" stroke-linecap="round" opacity="0.6"/>`}`,
  };
};

/** Over-ear headphones from the front. */
export const headphones: ShapeDrawer = (p) => {
  const cup =
    'M226 640 Q226 600 276 600 L336 600 Q386 600 386 650 L386 890 Q386 940 336 940 L276 940 Q226 940 226 890 Z';
  const cushion = 'M372 624 Q420 624 420 672 L420 870 Q420 918 372 918 Z';
  const cushionColor = p.lum < 0.05 ? '#2a2b2e' : darken(p.base, 0.55);
  return {
    focus: [330, 760],
    floor: { cx: 600, cy: 944, rx: 400 },
    svg: `
<path d="M300 640 C300 236 900 236 900 640" fill="none" stroke="${p.dark}" stroke-width="50" stroke-linecap="round"/>
<path d="M300 640 C300 236 900 236 900 640" fill="none" stroke="${p.light}" stroke-width="8" opacity="0.5" transform="translate(0 -14)"/>
<path d="M344 560 C360 330 840 330 856 560" fill="none" stroke="${cushionColor}" stroke-width="26" stroke-linecap="round"/>
<path d="M292 520 L292 620 M908 520 L908 620" stroke="${p.hardware}" stroke-width="16" stroke-linecap="round"/>
<path d="${cushion} ${mirrorPath(cushion)}" fill="${cushionColor}"/>
<path d="${cup} ${mirrorPath(cup)}" fill="${p.fill}"/>
<path d="M250 660 L250 880 M950 660 L950 880" stroke="${p.light}" stroke-width="10" stroke-linecap="round" opacity="0.6"/>
<circle cx="306" cy="880" r="9" fill="${p.deep}"/>`,
  };
};
