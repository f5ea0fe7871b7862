/** Where the codes and test data of content/testing.yaml are anchored (shared by the pages, the API reference, search and the Markdown copies). */
export const anchors = {
  responseCode: (code: string) => `code-${code}`,
  errorCode: (code: string) => `error-${code}`,
  testDatum: (id: string) => `test-${id}`,
};

/** The pages that hold the references (doc ids), for the links from the API reference and the test data. */
export const REFERENCE_DOCS = { responseCodes: 'documentation/testing/response_codes', errorCodes: 'api/responses' } as const;

/** The MDX components that render content/testing.yaml; a page using one gets the data in its query. */
export const TESTING_COMPONENTS = ['ResponseCodes', 'ErrorCodes', 'TestData'] as const;
