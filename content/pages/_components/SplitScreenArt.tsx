/** One player's quarter of the screen: sky, hills, their character and a small HUD, all in their colour. */
function View({ x, y, player }: { x: number; y: number; player: 1 | 2 | 3 | 4 }) {
  const hero = 60 + player * 22;
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width="206" height="116" rx="6" className={`art-sky art-p${player}`} />
      <path d={`M0 ${78 - player * 3} q40 -26 80 -6 t90 -10 t36 4 V116 H0z`} className="art-hill" />
      <path d="M0 96 h206 v14 a6 6 0 0 1 -6 6 H6 a6 6 0 0 1 -6 -6z" className="art-ground" />
      <g transform={`translate(${hero} 70)`}>
        <rect x="-9" y="0" width="18" height="26" rx="7" className="art-hero" />
        <circle cx="0" cy="-8" r="9" className="art-hero" />
        <circle cx="3" cy="-9" r="2" className={`art-eye art-p${player}`} />
      </g>
      <rect x="8" y="8" width="30" height="18" rx="5" className="art-badge" />
      <text x="23" y="21" textAnchor="middle" className={`art-label art-text-p${player}`}>
        P{player}
      </text>
      <rect x="150" y="12" width="46" height="8" rx="4" className="art-bar" />
      <rect x="150" y="12" width={14 + player * 7} height="8" rx="4" className="art-bar-fill" />
    </g>
  );
}

/** A gamepad in a player's colour. */
function Pad({ x, player }: { x: number; player: 1 | 2 | 3 | 4 }) {
  return (
    <g transform={`translate(${x} 312)`}>
      <path d="M10 4h50c7 0 11 5 12 11l4 17c1 7-6 10-11 5l-8-8H23l-8 8c-5 5-12 2-11-5l4-17C9 9 3 4 10 4z" className={`art-pad art-p${player}`} />
      <path d="M20 14v10M15 19h10" className="art-pad-mark" />
      <circle cx="52" cy="16" r="2.5" className="art-pad-dot" />
      <circle cx="58" cy="22" r="2.5" className="art-pad-dot" />
    </g>
  );
}

/** The hero illustration: four players on one screen, each steering their own view with their own gamepad. */
export function SplitScreenArt() {
  return (
    <svg className="hero-art" viewBox="0 0 480 360" width="480" height="360" role="img" aria-labelledby="hero-art-title">
      <title id="hero-art-title">One monitor split into four game views, P1 to P4, each played with its own gamepad</title>
      <rect x="12" y="6" width="456" height="272" rx="18" className="art-frame" />
      <View x={26} y={20} player={1} />
      <View x={248} y={20} player={2} />
      <View x={26} y={146} player={3} />
      <View x={248} y={146} player={4} />
      <path d="M214 278h52l8 22h-68z" className="art-frame" />
      <Pad x={38} player={1} />
      <Pad x={146} player={2} />
      <Pad x={258} player={3} />
      <Pad x={366} player={4} />
    </svg>
  );
}
