import { render } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { RatingField } from '@admin/resources/property/RatingField';

/** The width of the gold layer of the stars, on the 120-unit-wide row of five (24 units a star). */
function renderRating(value: unknown) {
  const { container } = render(
    <RecordContextProvider value={{ id: 1, propertyRatings: value }}>
      <RatingField source="propertyRatings" />
    </RecordContextProvider>,
  );
  const gold = container.querySelector('clipPath rect');
  return { text: container.textContent, goldWidth: gold ? Number(gold.getAttribute('width')) : null, container };
}

describe('RatingField', () => {
  it('fills the stars to the rating, to the nearest half star, beside the figure', () => {
    expect(renderRating(4.5)).toMatchObject({ text: '4.5', goldWidth: 108 });
    expect(renderRating(3.2)).toMatchObject({ text: '3.2', goldWidth: 72 });
    expect(renderRating(3.3)).toMatchObject({ text: '3.3', goldWidth: 84 });
    expect(renderRating(0)).toMatchObject({ text: '0', goldWidth: 0 });
  });

  it('keeps the stars within 0–5 for a figure outside it', () => {
    expect(renderRating(7).goldWidth).toBe(120);
    expect(renderRating(-1).goldWidth).toBe(0);
  });

  it('shows NA and no stars without a rating', () => {
    for (const value of [null, undefined, 'four']) {
      const { text, container } = renderRating(value);
      expect(text).toBe('NA');
      expect(container.querySelector('svg')).toBeNull();
    }
  });

  it('hides the stars from screen readers, which read the figure', () => {
    const { container } = renderRating(4);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
