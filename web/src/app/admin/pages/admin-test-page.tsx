/** Early placeholder of the Admin System Test screen (issue 7); replaced by the full screen shortly. */
export function Component() {
  return <h1>Admin System Test</h1>;
}
