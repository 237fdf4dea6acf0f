import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useContentLangFields } from '@admin/ui/useContentLangFields';

function Fields() {
  useContentLangFields();
  return (
    <>
      <textarea aria-label="Description" defaultValue="సేవ చాలా బాగుంది" />
      <input aria-label="Name" defaultValue="Ravi" />
      <input aria-label="Telugu title" lang="te" defaultValue="" />
    </>
  );
}

describe('useContentLangFields', () => {
  it('marks a field holding Telugu as Telugu when focused, and follows what is typed', async () => {
    const user = userEvent.setup();
    render(<Fields />);
    const description = screen.getByLabelText('Description');
    expect(description).not.toHaveAttribute('lang');
    fireEvent.focusIn(description);
    expect(description).toHaveAttribute('lang', 'te');
    await user.clear(description);
    await user.type(description, 'Good service');
    expect(description).not.toHaveAttribute('lang');

    const name = screen.getByLabelText('Name');
    await user.click(name);
    expect(name).not.toHaveAttribute('lang');
    await user.type(name, ' రవి');
    expect(name).toHaveAttribute('lang', 'te');
  });

  it('leaves a field that states its own language alone', async () => {
    const user = userEvent.setup();
    render(<Fields />);
    const title = screen.getByLabelText('Telugu title');
    await user.type(title, 'abc');
    expect(title).toHaveAttribute('lang', 'te');
  });
});
