import { describe, expect, it } from 'vitest';
import { imageFallbackUrl, imagePlaceholderUrl, imageSrcSet, ipxUrl } from '../src/index.js';

describe('image URLs through /_ipx', () => {
  it('asks for a 10x10 quality-50 placeholder', () => {
    expect(imagePlaceholderUrl('/files/a.jpg')).toBe('/_ipx/s_10x10,q_50/files/a.jpg');
  });

  it('lists every configured width once, narrowest first, in the format asked for', () => {
    const set = imageSrcSet('files/a.jpg', 'webp').split(', ');
    expect(set[0]).toBe('/_ipx/f_webp,w_320,q_70/files/a.jpg 320w');
    expect(set.at(-1)).toBe('/_ipx/f_webp,w_1536,q_70/files/a.jpg 1536w');
    expect(set).toHaveLength(new Set(set).size);
    const widths = set.map((s) => Number(/ (\d+)w$/.exec(s)?.[1]));
    expect(widths).toEqual([...widths].sort((a, b) => a - b));
  });

  it('has a plain fallback and an underscore for no operations', () => {
    expect(imageFallbackUrl('a.jpg')).toBe('/_ipx/w_840,q_70/a.jpg');
    expect(ipxUrl('/a.jpg', {})).toBe('/_ipx/_/a.jpg');
  });
});
