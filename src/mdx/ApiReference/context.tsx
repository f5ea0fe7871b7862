import React, { createContext, useContext, useMemo } from 'react';
import type { DocumentView, OperationSummary, OperationView } from '../../openapi/types';
import { operationKey } from '../../openapi/types';

export interface ApiDocumentData {
  api: string;
  view: DocumentView;
  operationTable: OperationSummary[];
}

interface ApiData {
  operations: Map<string, OperationView>;
  documents: Map<string, ApiDocumentData>;
}

const ApiDataContext = createContext<ApiData>({ operations: new Map(), documents: new Map() });

/** Gives the page's MDX the API reference data its template queried (only what the page uses). */
export function ApiDataProvider({
  operations,
  documents,
  children,
}: {
  operations: OperationView[];
  documents: ApiDocumentData[];
  children: React.ReactNode;
}): JSX.Element {
  const value = useMemo(
    () => ({
      operations: new Map(operations.map((op) => [operationKey(op.api, op.operationId), op])),
      documents: new Map(documents.map((doc) => [doc.api, doc])),
    }),
    [operations, documents],
  );
  return <ApiDataContext.Provider value={value}>{children}</ApiDataContext.Provider>;
}

export function useApiOperation(api: string, operationId: string): OperationView | undefined {
  return useContext(ApiDataContext).operations.get(operationKey(api, operationId));
}

export function useApiDocument(api: string): ApiDocumentData | undefined {
  return useContext(ApiDataContext).documents.get(api);
}
