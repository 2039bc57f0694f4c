// Banners da home (`home_banners`) e as configurações da faixa de notícias
// (`site_settings/news_banner`).
// Botões: tipo 'evento' e 'noticia' → referência é um slug publicado; 'pagina' → caminho do site;
// 'url' → endereço externo. O carrossel mostra os banners ativos em ordem crescente de `ordem`.

export const HOME_BANNERS = [
  {
    id: 'banner-sons-do-cerrado',
    titulo: 'Festival Sons do Cerrado',
    descricao: 'Dois dias, três palcos e 18 atrações à beira do Paranoá. Segundo lote à venda!',
    ativo: true,
    ordem: 1,
    botao1_texto: 'Comprar ingresso',
    botao1_tipo: 'evento',
    botao1_referencia: 'festival-sons-do-cerrado',
    botao2_texto: 'Ver line-up',
    botao2_tipo: 'noticia',
    botao2_referencia: 'sons-do-cerrado-anuncia-line-up-completo',
    capa: { matiz: 28, motivo: 'confete' },
  },
  {
    id: 'banner-festival-inverno',
    titulo: 'Festival de Inverno de Campos do Jordão',
    descricao: 'Dez noites de música clássica na Serra da Mantiqueira. Plateia e balcão com lugar marcado.',
    ativo: true,
    ordem: 2,
    botao1_texto: 'Garantir meu lugar',
    botao1_tipo: 'evento',
    botao1_referencia: 'festival-de-inverno-de-campos-do-jordao',
    botao2_texto: 'Toda a agenda',
    botao2_tipo: 'pagina',
    botao2_referencia: '/eventos',
    capa: { matiz: 215, motivo: 'montanhas' },
  },
  {
    id: 'banner-meia-entrada',
    titulo: 'Meia-entrada sem dúvidas',
    descricao: 'Veja quem tem direito, quais documentos valem e como comprovar na entrada do evento.',
    ativo: true,
    ordem: 3,
    botao1_texto: 'Ler o guia',
    botao1_tipo: 'noticia',
    botao1_referencia: 'meia-entrada-quem-tem-direito',
    botao2_texto: 'Lei da meia-entrada',
    botao2_tipo: 'url',
    botao2_referencia: 'https://www.planalto.gov.br/ccivil_03/_ato2011-2014/2013/lei/l12933.htm',
    capa: { matiz: 268, motivo: 'grade' },
  },
  {
    // Inativo: campanha encerrada, guardada para reaproveitar.
    id: 'banner-rock-na-serra',
    titulo: 'Rock na Serra Gaúcha',
    descricao: 'Últimos ingressos do lote 3! (campanha encerrada)',
    ativo: false,
    ordem: 4,
    botao1_texto: 'Ver o balanço do festival',
    botao1_tipo: 'noticia',
    botao1_referencia: 'rock-na-serra-reune-3-8-mil-pessoas',
    botao2_texto: null,
    botao2_tipo: null,
    botao2_referencia: null,
    capa: { matiz: 0, motivo: 'listras' },
  },
];

export const NEWS_BANNER_SETTINGS = { ativo: true, velocidade: 50, limite_noticias: 10 };
