/** A translatable text of the config: where its translation is read from, under which key, and how to replace it. */
export interface LabelSlot {
  /** The translation file, relative to `i18n/<locale>/`: `docusaurus-theme-classic/navbar.json`. */
  file: string;
  key: string;
  /** The text as the config has it. */
  message: string;
  description: string;
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
