/** content/docs/tags.yaml and content/blog/tags.yaml: tags by id, each with a label and a description per locale. */
import type { z } from 'zod';
import { idMap, localized, strictObject } from './common';

export const tagsSchema = idMap(strictObject({ label: localized, description: localized }));

export type TagDefinitions = z.infer<typeof tagsSchema>;
