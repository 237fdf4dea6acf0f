/** Placeholder until the server helper builds the PGlite template once per run. */
export default function setup() {}
