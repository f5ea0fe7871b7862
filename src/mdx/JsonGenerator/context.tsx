import React, { createContext, useContext } from 'react';
import type { SchemaView } from '../../openapi/types';

export interface GeneratorOperation {
  key: string;
  api: string;
  operationId: string;
  method: string;
  path: string;
  summary: string;
  requestSchema: SchemaView | null;
}

const JsonGeneratorContext = createContext<GeneratorOperation[]>([]);

/** Gives <JsonGenerator /> the operations of the page's language (queried only on the page that renders it). */
export function JsonGeneratorProvider({ operations, children }: { operations: GeneratorOperation[]; children: React.ReactNode }): JSX.Element {
  return <JsonGeneratorContext.Provider value={operations}>{children}</JsonGeneratorContext.Provider>;
}

export function useGeneratorOperations(): GeneratorOperation[] {
  return useContext(JsonGeneratorContext);
}
