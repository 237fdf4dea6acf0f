import { CreateButton, TopToolbar, useResourceDefinition } from 'react-admin';

/**
 * A list's top-right actions: Create, where the resource has a create view. Unlike react-admin's default it has
 * no filter button: every filter of ours is always shown, so that button only appeared once a search was typed,
 * as "Add filter" with nothing to add (the empty result offers "Clear filters" instead).
 */
export function ListActions() {
  const { hasCreate } = useResourceDefinition();
  return <TopToolbar>{hasCreate && <CreateButton />}</TopToolbar>;
}
