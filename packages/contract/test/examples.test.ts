import { describe, expect, it } from 'vitest';
import { endpointExamples, endpoints, type Endpoint, type EndpointExamples } from '../src/index.js';

const examples: EndpointExamples = endpointExamples;

describe('endpoint examples (shown in the API document)', () => {
  it('exist for every JSON request body', () => {
    const withBody = Object.entries(endpoints as Record<string, Endpoint>)
      .filter(([, endpoint]) => endpoint.body && !endpoint.upload)
      .map(([name]) => name);
    const missing = withBody.filter((name) => examples[name as keyof EndpointExamples]?.body === undefined);
    expect(missing).toEqual([]);
  });

  it('pass the schemas of their endpoint', () => {
    for (const [name, example] of Object.entries(examples) as [
      string,
      { body?: unknown; response?: unknown },
    ][]) {
      const endpoint = (endpoints as Record<string, Endpoint>)[name]!;
      if (example.body !== undefined) {
        expect(endpoint.body?.safeParse(example.body).error?.issues, `${name} body`).toBeUndefined();
      }
      if (example.response !== undefined) {
        expect(
          endpoint.response.safeParse(example.response).error?.issues,
          `${name} response`,
        ).toBeUndefined();
      }
    }
  });
});
