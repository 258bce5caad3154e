/** The shape every language of a namespace must have: the Turkish master's keys, any text. */
export type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
