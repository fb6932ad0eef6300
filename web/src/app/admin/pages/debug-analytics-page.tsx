/** Early placeholder of the Analytics debug screen (issue 7); replaced by the full screen shortly. */
export function Component() {
  return <h1>Analytics debug</h1>;
}
