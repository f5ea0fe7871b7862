import React, { createContext, useContext } from 'react';
import type { Testing } from '../../node/schemas/testing';

export type { ErrorCode, ResponseCode, TestDatum, Testing } from '../../node/schemas/testing';

const EMPTY: Testing = { responseCodes: [], errorCodes: [], testData: [] };
const TestingContext = createContext<Testing>(EMPTY);

/** Gives the code references and the test data the doc template queried (only on pages that render them). */
export function TestingProvider({ data, children }: { data: Testing | null | undefined; children: React.ReactNode }): JSX.Element {
  return <TestingContext.Provider value={data ?? EMPTY}>{children}</TestingContext.Provider>;
}

export function useTesting(): Testing {
  return useContext(TestingContext);
}
