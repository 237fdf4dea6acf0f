/**
 * Set on the record a delete answers with when the record was already gone (a 404): what the delete was for
 * (dataProvider.ts). Apart from the provider, so that the delete buttons do not import it.
 */
export const ALREADY_DELETED = '__alreadyDeleted';
