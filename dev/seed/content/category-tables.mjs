// Tabelas de categorias (`category_tables`) com as colunas embutidas (`colunas`).
// Ids de coluna e de subdivisão não contêm ponto: a célula de uma subdivisão é guardada em
// `dados['<colunaId>.<subdivisaoId>']` (ver content/event-category-data.mjs).

const col = (id, nome, tipo, ordem, extra = {}) => ({
  id,
  nome,
  tipo,
  opcoes: extra.opcoes ?? null,
  ordem,
  subdivisoes: extra.subdivisoes ?? null,
});

export const CATEGORY_TABLES = [
  {
    id: 'ct-programacao',
    nome: 'Programação',
    descricao: 'Horários, atrações e palcos. Sujeita a alterações sem aviso prévio.',
    publicada: true,
    colunas: [
      col('dia', 'Dia', 'multipla_escolha', 0, { opcoes: ['Dia 1', 'Dia 2', 'Dia 3'] }),
      col('horario', 'Horário', 'texto', 1),
      col('atracao', 'Atração', 'texto', 2),
      col('palco', 'Palco', 'multipla_escolha', 3, {
        opcoes: ['Palco Principal', 'Palco Alternativo', 'Tenda Eletrônica', 'Auditório'],
      }),
    ],
  },
  {
    id: 'ct-setores',
    nome: 'Setores e Acessibilidade',
    descricao: 'Capacidade de cada setor e recursos de acessibilidade disponíveis.',
    publicada: true,
    colunas: [
      col('setor', 'Setor', 'texto', 0),
      col('capacidade', 'Capacidade', 'numero', 1),
      col('acessivel', 'Acessível a cadeirantes', 'multipla_escolha', 2, {
        opcoes: ['Sim', 'Parcial', 'Não'],
      }),
      col('recursos', 'Recursos', 'texto', 3),
    ],
  },
  {
    id: 'ct-categorias-corrida',
    nome: 'Categorias de Corrida',
    descricao: 'Distâncias, horários de largada e vagas por bateria.',
    publicada: true,
    colunas: [
      col('categoria', 'Categoria', 'texto', 0),
      col('distancia', 'Distância (km)', 'numero', 1),
      col('publico', 'Público', 'multipla_escolha', 2, {
        opcoes: ['Geral', 'Feminino', 'Masculino', '60+', 'PCD'],
      }),
      col('largada', 'Largada', 'texto', 3, {
        subdivisoes: [
          { id: 'bat1', nome: 'Bat.1' },
          { id: 'bat2', nome: 'Bat.2' },
        ],
      }),
      col('vagas', 'Vagas', 'numero', 4, {
        subdivisoes: [
          { id: 'bat1', nome: 'Bat.1' },
          { id: 'bat2', nome: 'Bat.2' },
        ],
      }),
    ],
  },
  {
    id: 'ct-expositores',
    nome: 'Expositores',
    descricao: 'Chefs, restaurantes e produtores presentes na feira.',
    publicada: true,
    colunas: [
      col('expositor', 'Expositor', 'texto', 0),
      col('cidade', 'Cidade', 'texto', 1),
      col('especialidade', 'Especialidade', 'texto', 2),
      col('faixa', 'Faixa de preço', 'multipla_escolha', 3, { opcoes: ['$', '$$', '$$$'] }),
    ],
  },
  {
    // Rascunho: estrutura pronta, ainda não publicada nem ligada a eventos.
    id: 'ct-lineup-preliminar',
    nome: 'Line-up Preliminar',
    descricao: 'Atrações em negociação. Uso interno.',
    publicada: false,
    colunas: [
      col('artista', 'Artista', 'texto', 0),
      col('status', 'Status', 'multipla_escolha', 1, {
        opcoes: ['Confirmado', 'Em negociação', 'Recusou'],
      }),
      col('cache', 'Cachê estimado (R$)', 'numero', 2),
    ],
  },
];
