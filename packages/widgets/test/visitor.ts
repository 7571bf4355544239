/**
 * What a visitor does inside an element's shadow root, as the custom-element tests need it:
 * choosing a station from the location search, and typing where user-event's typing does not
 * reach React.
 */
import type userEvent from '@testing-library/user-event';
import { inside } from './elements.ts';

/** Types a place name and chooses the first match, as a visitor does. */
export async function chooseBoston(element: HTMLElement, user: ReturnType<typeof userEvent.setup>) {
  const view = inside(element);
  await user.type(await view.findByRole('combobox', { name: 'Location' }), 'Bos');
  await user.click(await view.findByRole('option', { name: 'Boston, MA' }));
}

/**
 * Types into a text box the way a browser reports it: the value, then a composed `input`
 * event. In jsdom, user-event's typing into a `type="email"` box inside a shadow root never
 * reaches React (text and password boxes are fine), so the auth card's fields use this.
 */
export function fillIn(input: HTMLElement, value: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setValue.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}
