/** Telugu texts in lists and cards are marked lang="te", so that a screen reader reads them with a Telugu voice. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReviewList } from '@admin/resources/review/ReviewList';
import { reviewMessages } from '@admin/resources/review/messages';
import { contentLang } from '@admin/ui/contentLang';
import { onPhoneScreen } from '@test/helpers/phoneScreen';
import { listAnswer, renderResource } from '../resources/blog/adminHarness';
import { renderScreens } from '../resources/plot-for-sale/screensHarness';

const created = { createdAt: '2024-07-09T12:00:00+05:30', updatedAt: '2024-07-09T12:00:00+05:30' };
const teluguSubject = 'సర్వే నివేదిక ఆలస్యం, దయచేసి త్వరగా పంపండి మా ప్లాట్ కోసం';
const teluguMessage = 'మా ప్లాట్ సర్వే నివేదిక రెండు వారాలుగా రాలేదు. దయచేసి ఎప్పుడు వస్తుందో తెలియజేయండి, ధన్యవాదాలు!';
const supportRows = [
  { id: 's1', _id: 's1', name: 'రమేష్', phone: '', email: 'ramesh@example.com', subject: teluguSubject, message: teluguMessage, status: 1, ...created },
  { id: 's2', _id: 's2', name: 'Padma', phone: '', email: 'padma@example.com', subject: 'Refund', message: 'Please refund the booking amount.', status: 1, ...created },
];
const teluguReview = 'సేవ చాలా బాగుంది, ధన్యవాదాలు!';
const reviews = [
  { id: 'r1', _id: 'r1', name: 'లక్ష్మి', description: teluguReview, reviewType: 1, image: '', linkUrl: '', isActive: true, ...created },
  { id: 'r2', _id: 'r2', name: 'Ravi Kumar', description: 'Quick and friendly', reviewType: 1, image: '', linkUrl: '', isActive: true, ...created },
];

/** Texts and shortened texts' names holding Telugu that no lang="te" covers, and English texts that one does. */
function misMarked(root: HTMLElement = document.body) {
  const wrong: string[] = [];
  const langOf = (el: Element | null) => el?.closest('[lang]')?.getAttribute('lang');
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const value = node.nodeValue!.trim();
    if (!value) continue;
    const telugu = /[\u0C00-\u0C7F]/.test(value);
    if (telugu !== (langOf(node.parentElement) === 'te')) wrong.push(value);
  }
  // A shortened text's whole is its element's name; a control's name is a sentence in the admin's language.
  for (const el of root.querySelectorAll('[aria-label]:not(button, a, input, [role])')) {
    if (/[\u0C00-\u0C7F]/.test(el.getAttribute('aria-label')!) && langOf(el) !== 'te') wrong.push(`aria-label ${el.getAttribute('aria-label')}`);
  }
  return wrong;
}

const renderReviews = () =>
  renderResource({ name: 'review', messages: reviewMessages.en, path: '/review', list: ReviewList, dataProvider: { getList: vi.fn(async () => listAnswer(reviews)) } });

describe('contentLang', () => {
  it('is te for a text with Telugu letters, mixed ones included, and none for any other', () => {
    expect(contentLang(teluguReview)).toBe('te');
    expect(contentLang('Plot 7 near ORR (ఔటర్ రింగ్ రోడ్)')).toBe('te');
    expect(contentLang('Plot 7 near ORR')).toBeUndefined();
    expect(contentLang('中文 Română')).toBeUndefined();
  });
});

describe('Telugu in the lists', { timeout: 60_000 }, () => {
  it('support: the name, the shortened subject (its tooltip name too) and the message excerpt are marked, English rows not', async () => {
    renderScreens('/support', { getList: vi.fn(async () => listAnswer(supportRows)) });
    await screen.findByText('Padma');
    const table = screen.getByRole('table');
    expect(misMarked(table)).toEqual([]);
    // The whole subject, in the tooltip that opens over the page, is marked too.
    await userEvent.hover(within(table).getByText(/^సర్వే నివేదిక.*…$/));
    expect(within(await screen.findByRole('tooltip')).getByText(teluguSubject).closest('[lang]')).toHaveAttribute('lang', 'te');
    // Expanded, the whole message is still marked; the More/Less button stays in the page's language.
    const row = screen.getAllByRole('row')[1];
    const more = within(row).getByRole('button', { name: 'More' });
    await userEvent.click(more);
    expect(within(row).getByText(teluguMessage).closest('[lang]')).toHaveAttribute('lang', 'te');
    expect(more.closest('[lang="te"]')).toBeNull();
    expect(misMarked(table)).toEqual([]);
  });

  it('review: the name and the description are marked in the table', async () => {
    renderReviews();
    await screen.findByText('Ravi Kumar');
    expect(screen.getByText(teluguReview).closest('[lang]')).toHaveAttribute('lang', 'te');
    expect(screen.getByText('లక్ష్మి').closest('[lang]')).toHaveAttribute('lang', 'te');
    expect(misMarked(screen.getByRole('table'))).toEqual([]);
  });

  it('review cards on a phone: the Telugu part of a card line is marked, its English type label is not', async () => {
    onPhoneScreen();
    renderReviews();
    const description = await screen.findByText(teluguReview);
    expect(description).toHaveAttribute('lang', 'te');
    expect(description.parentElement).toHaveTextContent(`Review · ${teluguReview}`);
    expect(screen.getByText('లక్ష్మి')).toHaveAttribute('lang', 'te');
    expect(misMarked(screen.getByRole('list'))).toEqual([]);
  });

  it('support cards on a phone: the name, subject and message are marked', async () => {
    onPhoneScreen();
    renderScreens('/support', { getList: vi.fn(async () => listAnswer(supportRows)) });
    await screen.findByText('Padma');
    expect(screen.getByText('రమేష్').closest('[lang]')).toHaveAttribute('lang', 'te');
    const cards = screen.getAllByRole('listitem');
    expect(misMarked(cards[0])).toEqual([]);
    expect(misMarked(cards[1])).toEqual([]);
  });
});
