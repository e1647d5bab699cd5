/** The image of a product whose picture has not been uploaded yet: a quiet pot and sprout. */
export function placeholderSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1070" height="1400" viewBox="0 0 1070 1400">
  <rect width="1070" height="1400" fill="#eef1ea"/>
  <path d="M535 760 C535 640 535 560 535 480" stroke="#9bb095" stroke-width="18" fill="none" stroke-linecap="round"/>
  <path d="M535 600 C450 560 400 480 420 420 C500 430 540 510 535 600 Z" fill="#b9c9b3"/>
  <path d="M535 540 C620 500 680 430 660 370 C580 380 530 450 535 540 Z" fill="#a9bca3"/>
  <path d="M385 760 H685 L655 1040 H415 Z" fill="#d6d3cb"/>
  <rect x="365" y="730" width="340" height="60" rx="14" fill="#c9c5bb"/>
  <ellipse cx="535" cy="1070" rx="190" ry="22" fill="#000" opacity="0.06"/>
</svg>`;
}
