/** content/blog/authors.yaml: the blog's authors by id. */
import { z } from 'zod';
import { idMap, localized, strictObject, text } from './common';

export const authorsSchema = idMap(
  strictObject({
    name: text,
    /** The author's role, per locale. */
    title: localized,
    url: z.string().url(),
    image: z.string().regex(/^\/img\/.+\.(svg|png|jpe?g|webp)$/, 'must be a file under static/img, such as /img/authors/marta.svg'),
  }),
);

export type BlogAuthors = z.infer<typeof authorsSchema>;
