/** The hero illustration: one screen split into four players' views. */
export function SplitScreenArt() {
  return (
    <svg className="hero-art" viewBox="0 0 320 220" role="img" aria-labelledby="hero-art-title">
      <title id="hero-art-title">A monitor split into four game views, one per player</title>
      <rect x="10" y="10" width="300" height="180" rx="14" className="art-frame" />
      <rect x="22" y="22" width="135" height="77" rx="6" className="art-view art-p1" />
      <rect x="163" y="22" width="135" height="77" rx="6" className="art-view art-p2" />
      <rect x="22" y="105" width="135" height="73" rx="6" className="art-view art-p3" />
      <rect x="163" y="105" width="135" height="73" rx="6" className="art-view art-p4" />
      <path d="M40 85 l25-28 l18 18 l14-12 l30 22z" className="art-hill" />
      <path d="M181 85 l22-24 l20 20 l16-14 l30 18z" className="art-hill" />
      <path d="M40 165 l25-28 l18 18 l14-12 l30 22z" className="art-hill" />
      <path d="M181 165 l22-24 l20 20 l16-14 l30 18z" className="art-hill" />
      <text x="34" y="42" className="art-label">P1</text>
      <text x="175" y="42" className="art-label">P2</text>
      <text x="34" y="125" className="art-label">P3</text>
      <text x="175" y="125" className="art-label">P4</text>
      <rect x="140" y="190" width="40" height="16" className="art-frame" />
      <rect x="110" y="204" width="100" height="8" rx="4" className="art-frame" />
    </svg>
  );
}
