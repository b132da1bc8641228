/** The spec's sentence when the network fails (spec 4, 'Connectivity'): a call, or code not yet on the device. */
export const CONNECTION_ERROR = 'Ocorreu um erro de conexão, tente novamente em instantes.';
