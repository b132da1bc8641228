import { Route, Switch } from 'wouter';

export function App() {
  return (
    <Switch>
      <Route path="/">
        <main style={{ maxWidth: 960, margin: '0 auto', padding: 'var(--space-4) var(--space-2)' }}>
          <h1>Tokaas</h1>
          <p>Moradias mobiliadas em São Paulo, por dia ou por mês. Tudo incluso, sem caução e sem fiador.</p>
        </main>
      </Route>
      <Route>
        <main style={{ maxWidth: 960, margin: '0 auto', padding: 'var(--space-4) var(--space-2)' }}>
          <h1>Página não encontrada</h1>
          <p>A página que você procura não existe ou mudou de endereço.</p>
          <a href="/">Voltar ao início</a>
        </main>
      </Route>
    </Switch>
  );
}
