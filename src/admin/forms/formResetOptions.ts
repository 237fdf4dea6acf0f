/**
 * How an edit form takes a newer copy of its record (react-query fetches it again when the tab gets the focus back,
 * e.g. after another admin saved it): react-admin resets the form to it, which dropped what had been typed. With
 * `keepDirtyValues` the fields the user changed keep their entries and the others, the version (`updatedAt`)
 * included, take the newer values: saving then writes the user's changes over the newer record, nothing else.
 * One constant: react-admin resets the form whenever this object changes.
 */
export const KEEP_TYPED_ON_REFETCH = { keepDirtyValues: true } as const;
