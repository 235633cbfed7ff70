import sharp from 'sharp';

/** Site-photo-like JPEGs drawn with sharp: a coloured wall with a crack and a label, different per index. */
export async function demoPhoto(index: number): Promise<Buffer> {
  const hue = (index * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
  <rect width="640" height="480" fill="hsl(${hue}, 25%, 72%)"/>
  <rect x="40" y="40" width="560" height="330" fill="hsl(${hue}, 18%, 85%)" stroke="#555" stroke-width="4"/>
  <path d="M${120 + (index % 5) * 60} 60 l30 80 l-25 60 l40 90 l-20 70" stroke="#333" stroke-width="5" fill="none"/>
  <text x="40" y="430" font-family="sans-serif" font-size="34" fill="#222">Foto ${index + 1}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer();
}

/** A signature drawn with a finger: an SVG path rendered to a transparent PNG, as the canvas sends it (data URL). */
export async function demoSignature(index: number): Promise<string> {
  const k = (index % 4) * 12;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="120">
  <path d="M15 ${85 - k / 2} C 45 ${20 + k}, 75 20, 100 70 S 150 ${105 - k}, 185 45 C 205 15, 225 95, 255 60 S 320 ${30 + k}, 345 80" stroke="#0d2b6b" stroke-width="4" fill="none" stroke-linecap="round"/>
  <path d="M60 100 L 300 ${96 - k / 3}" stroke="#0d2b6b" stroke-width="2" fill="none"/>
</svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}
