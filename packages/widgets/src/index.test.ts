import * as widgets from './index.ts';
import { elementDefinitions } from './elements/definitions.ts';

describe('the React entry', () => {
  it('registers no custom element when imported', () => {
    expect(Object.keys(widgets)).toContain('TideFinder');
    for (const { tag } of elementDefinitions) expect(customElements.get(tag)).toBeUndefined();
  });

  it('does not offer defineTideElements, which belongs to the elements entry', () => {
    expect(widgets).not.toHaveProperty('defineTideElements');
  });
});
