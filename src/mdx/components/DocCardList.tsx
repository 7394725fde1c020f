import { renderToStaticMarkup } from 'react-dom/server';
import { useMdxSite } from '../context.js';

/** A card of a category's index: an item's label, address and description. */
export interface DocCard {
  type: 'doc' | 'category' | 'link';
  label: string;
  path: string;
  description: string;
}

/** Stands for the items of the category whose page is being rendered, known once the sidebars are. */
export const currentCategoryItems: unknown[] = [];
/** Where the cards of the current category go in a doc's HTML; the docs' routes put them there. */
export const currentCategoryCards = '<sitegen-category-cards></sitegen-category-cards>';

/** A Docusaurus sidebar item, as `useCurrentSidebarCategory().items` or a page's own list gives it. */
interface SidebarItem {
  type?: string;
  label?: string;
  href?: string;
  description?: string;
  items?: unknown[];
}

/** The cards, drawn as a generated index draws them. */
export function CardList({ cards, withBase }: { cards: DocCard[]; withBase(path: string): string }) {
  return (
    <ul className="index-cards">
      {cards.map((card) => (
        <li key={card.path} className={`index-card index-card-${card.type}`}>
          <a href={card.path.startsWith('/') ? withBase(card.path) : card.path}>
            <h2 className="index-card-title">{card.label}</h2>
            {card.description ? <p className="index-card-description">{card.description}</p> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The cards' HTML, for the routes to put in place of `currentCategoryCards`. */
export function cardListHtml(cards: DocCard[], withBase: (path: string) => string): string {
  return renderToStaticMarkup(<CardList cards={cards} withBase={withBase} />);
}

/**
 * `@theme/DocCardList`: the cards of the items given, or, without them or with `useCurrentSidebarCategory().items`,
 * of the category whose page this is.
 */
export default function DocCardList({ items, className }: { items?: SidebarItem[]; className?: string }) {
  const { withBase } = useMdxSite();
  if (items === undefined || items === currentCategoryItems)
    return <div className={className} dangerouslySetInnerHTML={{ __html: currentCategoryCards }} />;
  const cards = items.flatMap((item): DocCard[] =>
    item.href && item.type !== 'html'
      ? [
          {
            type:
              item.type === 'category'
                ? 'category'
                : item.type === 'link' && !item.href.startsWith('/')
                  ? 'link'
                  : 'doc',
            label: item.label ?? item.href,
            path: item.href,
            description:
              item.description ?? (item.items ? `${item.items.length} item${item.items.length === 1 ? '' : 's'}` : ''),
          },
        ]
      : [],
  );
  return (
    <div className={className}>
      <CardList cards={cards} withBase={withBase} />
    </div>
  );
}
