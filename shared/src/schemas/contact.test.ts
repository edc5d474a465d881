import { contactSchema } from './contact.js';

const message = { name: 'Ada Obi', email: 'ada@example.com', message: 'My cleaner did not come today.' };
const fieldErrors = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('contactSchema', () => {
  it('keeps the message on several lines, with Windows line ends made plain', () => {
    expect(contactSchema.parse({ ...message, message: ' Hello,\r\n\r\nthe cleaner did not come. ' })).toEqual(
      {
        ...message,
        message: 'Hello,\n\nthe cleaner did not come.',
        phone: undefined,
      },
    );
  });

  it('refuses control characters in the message and the name, naming the field', () => {
    expect(
      fieldErrors(contactSchema.safeParse({ ...message, message: 'Hello\u0000 there, help me' })),
    ).toEqual({
      message: 'Remove the invisible control characters from this field',
    });
    expect(fieldErrors(contactSchema.safeParse({ ...message, name: 'Ada\nObi' }))).toEqual({
      name: 'Keep this on one line',
    });
  });
});
