import type { PageProps } from 'sitegen-cli';
import { FeatureIcon } from './_components/FeatureIcon.js';
import { SplitScreenArt } from './_components/SplitScreenArt.js';

const hub = 'https://hub.splitscreen.me/';
const discord = 'https://discord.gg/qnbZtpECYg';
const releases = 'https://github.com/SplitScreen-Me/splitscreenme-nucleus/releases';

export const meta = {
  title: 'Nucleus Co-op: split-screen for hundreds of PC games',
  description: 'Nucleus Co-op is a free, open-source Windows app that adds split-screen play to hundreds of PC games, with one PC and one copy of each game.',
};

export default function Home({ site }: PageProps<'page'>) {
  const docs = (id: string) => site.withBase(`${site.config.docs.routeBasePath}/${id}`);
  return (
    <div className="home">
      <section className="hero" aria-labelledby="page-title">
        <div className="hero-text">
          <p className="hero-kicker">SplitScreen.Me presents</p>
          <h1 className="hero-title" id="page-title" tabIndex={-1}>
            Nucleus Co-op
          </h1>
          <p className="hero-tagline">Split-screen play for hundreds of PC games, on one PC, with one copy of each game.</p>
          <div className="hero-actions">
            <a className="button button-primary" href={releases}>
              <svg className="button-icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M12 3v12M7 10l5 5 5-5M4 20h16" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              Download the latest release
            </a>
            <a className="button button-secondary" href={docs('installation')}>
              Get started
            </a>
            <a className="button button-ghost" href={hub}>
              Browse games
            </a>
          </div>
          <p className="hero-more">
            Free for Windows 7 and later. New here? <a href={docs('what-is-splitscreen-me')}>Learn more about SplitScreen.Me</a>
          </p>
        </div>
        <SplitScreenArt />
      </section>

      <ul className="stats" aria-label="Nucleus Co-op in numbers">
        <li>
          <strong>800+</strong> games with a handler
        </li>
        <li>
          <strong>1</strong> PC and one copy of each game
        </li>
        <li>
          <strong>100%</strong> free and open source
        </li>
      </ul>

      <section className="features" aria-label="Why Nucleus Co-op">
        <article className="feature">
          <FeatureIcon kind="play" />
          <h2>Easy to use</h2>
          <p>
            Download the app, pick a game, plug in your controllers and play. Each player gets a window of their own, laid out on one screen or
            several.
          </p>
          <p className="feature-links">
            <a href={docs('installation')}>Install Nucleus Co-op</a>
          </p>
        </article>
        <article className="feature">
          <FeatureIcon kind="handler" />
          <h2>Add your games</h2>
          <p>
            Every game is supported through a small script called a handler. Tutorials and a helpful community are there when you want to write
            one for a game you love.
          </p>
          <p className="feature-links">
            <a href={docs('create-handlers')}>Write a handler</a>
            <a href={discord}>Ask on Discord</a>
          </p>
        </article>
        <article className="feature">
          <FeatureIcon kind="open" />
          <h2>Fully open source</h2>
          <p>
            Nucleus Co-op is free and built in the open by many developers over many years. Newcomers are welcome, whether they code, test or
            write.
          </p>
          <p className="feature-links">
            <a href={discord}>Join the developers</a>
          </p>
        </article>
      </section>

      <section className="how-it-works" aria-labelledby="how-it-works">
        <h2 id="how-it-works">How it works</h2>
        <ol className="steps">
          <li>
            <h3>Several copies, one installation</h3>
            <p>Nucleus Co-op starts the game several times from linked copies of its folder, so no disk space is wasted on duplicates.</p>
          </li>
          <li>
            <h3>One controller per window</h3>
            <p>Each instance is bound to its own gamepad, or its own keyboard and mouse, so players never steer each other.</p>
          </li>
          <li>
            <h3>Connected like a LAN party</h3>
            <p>The instances find each other over the game's own LAN mode or an emulated online service, then the windows are sized and placed.</p>
          </li>
        </ol>
        <p className="honest-note">
          It cannot invent multiplayer: a game needs a LAN or online mode (or a mod that adds one) for Nucleus Co-op to split it. The{' '}
          <a href={docs('games')}>games page</a> explains what works.
        </p>
      </section>

      <section className="games-callout" aria-labelledby="games-callout">
        <h2 id="games-callout">Hundreds of games, ready to play</h2>
        <p>Handlers for more than 800 games are listed on the Games Hub, with notes from their authors and a version history.</p>
        <a className="button button-primary" href={hub}>
          Explore all the games
        </a>
      </section>
    </div>
  );
}
