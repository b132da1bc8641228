// A wait that gives up after `ms` instead of running into the test's timeout, so the test can say
// what the page shows then (a timeout says nothing of why it waited).
export async function settledWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
  });
  promise.catch(() => {}); // left behind when late: the page may be gone by then
  const outcome = await Promise.race([promise, late]).finally(() => clearTimeout(timer));
  return outcome !== 'late';
}
