// What the domain needs to word a message in someone's language: the texts live in packages/i18n,
// which core does not import (lint); the server passes a translator built on them.
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The translator for a stored language code (null or unknown: the default language). */
export type TranslatorFor = (language: string | null) => Translate;
