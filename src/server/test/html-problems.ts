import { HtmlValidate } from 'html-validate';

// html-validate's "standard" rules: the HTML standard's content models, attributes and document
// structure, none of its style preferences (lower-case doctype, `<meta />`). Issue 41 chose it (see
// docs/decisions/010): the W3C's Nu checker lets a <style> in the body pass.
const validator = new HtmlValidate({ extends: ['html-validate:standard'] });

/** What an independent validator finds wrong in a page, one line per problem; none for a valid page. */
export async function htmlProblems(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) =>
    result.messages.map((message) => `${message.line}:${message.column} ${message.ruleId}: ${message.message}`),
  );
}
