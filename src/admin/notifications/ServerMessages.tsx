/**
 * Turns each publication of the message bus (a server answer) into one toast: successes green, errors red,
 * several messages of one answer listed in the same toast, each in the admin's language: an i18n key
 * (`app.validation.*`) or a text of the server's catalogue is translated, any other text shown as it came
 * (by the i18n provider: translateServerMessage.ts). Mounted by `<AppNotification>`, so the shell does not mount it separately.
 *
 * The bus keeps the texts as the server sent them: react-admin's echo of a failure carries the server's text,
 * which is how `<AppNotification>` recognises and drops it whatever the language of the toast.
 */
import { useEffect } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { serverMessageBus, type MessageBus } from './messageBus';
import { markOwn } from './notificationFilter';

export type ServerMessagesProps = { bus?: MessageBus };

export function ServerMessages({ bus = serverMessageBus }: ServerMessagesProps) {
  const notify = useNotify();
  const translate = useTranslate();

  useEffect(
    () =>
      bus.subscribe(({ type, messages }) => {
        const text = messages.map((m) => translate(m, { _: m })).join('\n');
        // Deferred: react-admin's login() empties the queue right after the call that published this resolves.
        setTimeout(() => {
          notify(text, { type, messageArgs: markOwn({ _: text }), multiLine: messages.length > 1 });
        }, 0);
      }),
    [bus, notify, translate],
  );
  return null;
}
