import { useGetRecordRepresentation, useRecordContext, useResourceContext, useTranslate } from 'react-admin';

/**
 * A row control's name for screen readers, with the record it acts on: "Delete: Buying your first plot", not
 * "Delete" ten times a page (audit). The visible label stays the action alone and begins the name (WCAG 2.5.3).
 * The record is named by its resource's recordRepresentation; without one, the action alone.
 */
export function useRowControlName(): (actionLabel: string) => string {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const record = useRecordContext();
  const represented = useGetRecordRepresentation(resource)(record ?? {});
  const name = typeof represented === 'string' || typeof represented === 'number' ? String(represented).trim() : '';
  return (actionLabel) => {
    const action = translate(actionLabel, { _: actionLabel });
    return record && name ? `${action}: ${name}` : action;
  };
}
