import { Button, Dialog, DialogContent, Stack, Text, useUiStrings } from '@creator-console/ui';

/** An item a batch decision left alone, as the server's 207 answer names it. */
export type SkippedItem = { id: number; message: string };

/**
 * The skipped items of a batch as lines `name：reason`, in the order the server answered;
 * `nameOf` names an item as its page knows it (a withdrawal's number, a submission's #id and title).
 */
export function skippedLines(skipped: readonly SkippedItem[], nameOf: (id: number) => string): string[] {
  return skipped.map(({ id, message }) => `${nameOf(id)}：${message}`);
}

/**
 * After a batch decision, the items it skipped and why (withdrawals on /finance/review, ad
 * submissions on /sem/bind): open while `lines` is set, closed by 关闭, Esc or outside.
 */
export function SkippedDialog({
  title,
  lines,
  onClose,
}: {
  /** Says how many, in the page's words (以下 3 笔未处理). */
  title: string;
  lines: readonly string[] | null;
  onClose: () => void;
}) {
  const strings = useUiStrings();
  return (
    <Dialog open={lines !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {lines ? (
        <DialogContent title={title}>
          <Stack space="small">
            <ul>
              {lines.map((line) => (
                <li key={line}>
                  <Text>{line}</Text>
                </li>
              ))}
            </ul>
            <Button onClick={onClose}>{strings.close}</Button>
          </Stack>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
