/** Stops the api + graph the global setup started, and waits for it to close its database. */
module.exports = async function globalTeardown() {
  const child = globalThis.__MOBILE_TEST_STACK__;
  if (!child || child.exitCode !== null) return;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
};
