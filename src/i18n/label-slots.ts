/** A translatable text of the site: where its translation is read from, under which key, and what it is. */
export interface LabelEntry {
  /** The translation file, relative to `i18n/<locale>/`: `docusaurus-theme-classic/navbar.json`. */
  file: string;
  key: string;
  /** The text as the site has it. */
  message: string;
  description: string;
}

/** A translatable text of the config, and how to replace it. */
export interface LabelSlot extends LabelEntry {
  /** Puts a translation in place of the text, in the copy of the config the slot was found in. */
  replace(message: string): void;
}

/** A maker of slots for one translation file. */
export type SlotMaker = (
  key: string,
  message: string,
  description: string,
  replace: (message: string) => void,
) => LabelSlot;

export function slotsIn(file: string): SlotMaker {
  return (key, message, description, replace) => ({ file, key, message, description, replace });
}
