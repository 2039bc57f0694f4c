// Notícias (`news`) sobre os eventos da agenda. `publicado: { diasAtras, hora }` é relativo ao
// momento do seed (horário de Brasília); `null` = nunca publicado (rascunho).
// Links internos apontam para slugs publicados (conferido em content.test.ts e check.mjs).

export const NEWS_EVENTOS = [
  {
    id: 'news-sons-do-cerrado-line-up',
    titulo: 'Festival Sons do Cerrado anuncia line-up completo com 18 atrações',
    slug: 'sons-do-cerrado-anuncia-line-up-completo',
    status: 'publicado',
    publicado: { diasAtras: 1, hora: '10:15' },
    seo_titulo: 'Sons do Cerrado anuncia line-up com 18 atrações',
    seo_descricao:
      'Os Buritis, Luana Ipê e Marisa Cerrado lideram a programação do festival à beira do Paranoá. Segundo lote já está à venda.',
    capa: { matiz: 24, motivo: 'montanhas' },
    corpo: `
<p>A organização do <strong>Festival Sons do Cerrado</strong> divulgou nesta semana a programação completa da edição, que ocupa a Esplanada do Lago Paranoá, em Brasília, durante dois dias. São <strong>18 atrações</strong> distribuídas em três palcos, com nomes consagrados da cena candanga dividindo espaço com artistas que acabaram de lançar o primeiro disco.</p>
<h2>Quem sobe ao palco</h2>
<p>No primeiro dia, o destaque é o encerramento com <strong>Os Buritis</strong>, banda que completa quinze anos de estrada e promete um show com repertório escolhido pelo público nas redes sociais. Antes, <strong>Luana Ipê</strong> apresenta as canções de <em>Chuva de Setembro</em>, álbum que a colocou entre as revelações do ano.</p>
<ul>
  <li><strong>Palco Principal:</strong> Os Buritis, Luana Ipê, Candangos Elétricos, Marisa Cerrado &amp; Orquestra de Viola</li>
  <li><strong>Palco Alternativo:</strong> Bando do Pequi e o encontro de rap com MC Taguá</li>
  <li><strong>Tenda Eletrônica:</strong> Coletivo Seca Brava e o Forró Eletrônico do Gama</li>
</ul>
<p>O segundo dia aposta na mistura: a violeira <strong>Marisa Cerrado</strong> divide o palco com uma orquestra de vinte violas caipiras, e o <em>Plano Piloto Sound System</em> fecha a noite com uma discotecagem que atravessa samba-rock, funk e música eletrônica.</p>
<blockquote>"Queríamos um festival que soasse como Brasília: gente de todo canto do país construindo uma coisa nova", resume a curadora Joana Vieira.</blockquote>
<p>O primeiro lote promocional esgotou em poucos dias, e o segundo lote já está à venda. A programação detalhada, com horários e palcos, e o mapa de setores com os recursos de acessibilidade estão na <a href="/eventos/festival-sons-do-cerrado">página do festival</a>.</p>`,
  },
  {
    id: 'news-festival-inverno-programacao',
    titulo: 'Festival de Inverno de Campos do Jordão divulga programação de concertos',
    slug: 'festival-de-inverno-divulga-programacao',
    status: 'publicado',
    publicado: { diasAtras: 3, hora: '14:00' },
    seo_titulo: 'Festival de Inverno de Campos do Jordão: a programação',
    seo_descricao:
      'Dvořák, Villa-Lobos e uma noite dedicada ao choro: veja os destaques das dez noites de concertos na Serra da Mantiqueira.',
    capa: { matiz: 210, motivo: 'montanhas' },
    corpo: `
<p>Com dez noites de concertos, <em>masterclasses</em> abertas e apresentações gratuitas na praça, o <strong>Festival de Inverno de Campos do Jordão</strong> apresentou a programação que vai aquecer as noites frias da Serra da Mantiqueira.</p>
<h2>Orquestras jovens no centro do palco</h2>
<p>A abertura fica por conta da <strong>Orquestra Jovem da Mantiqueira</strong>, formada por 70 músicos de 16 a 24 anos selecionados em audições realizadas em seis estados. No programa, a <em>Sinfonia n.º 9, "Do Novo Mundo"</em>, de Antonín Dvořák, uma escolha que, segundo a direção artística, dialoga com o espírito de descoberta dos jovens instrumentistas.</p>
<p>Na segunda noite, o <strong>Quarteto Pinhão</strong> dedica o concerto a Heitor Villa-Lobos, com dois quartetos de cordas raramente executados no Brasil. Já o fim de semana reserva a tradicional <strong>noite do choro</strong>, com o Regional Serra Acima.</p>
<h2>Para quem vai pela primeira vez</h2>
<ul>
  <li>Os ingressos de <strong>plateia</strong> e <strong>balcão</strong> têm lugar marcado; a meia-entrada exige comprovação na porta.</li>
  <li>As <em>masterclasses</em> são abertas ao público, mediante retirada de senha uma hora antes.</li>
  <li>Leve agasalho: a temperatura costuma ficar abaixo de 5 °C depois das 21h.</li>
</ul>
<p>Ingressos e programação completa na <a href="/eventos/festival-de-inverno-de-campos-do-jordao">página do Festival de Inverno</a>.</p>`,
  },
  {
    id: 'news-jazz-bossa-resenha',
    titulo: 'Resenha: Jazz & Bossa na Lagoa transforma o deck em sala de concerto',
    slug: 'resenha-jazz-bossa-na-lagoa',
    status: 'publicado',
    publicado: { diasAtras: 8, hora: '09:00' },
    seo_titulo: null,
    seo_descricao: null,
    capa: { matiz: 200, motivo: 'ondas' },
    corpo: `
<p>Quem esteve no deck da Lagoa da Conceição na última edição do <strong>Jazz &amp; Bossa na Lagoa</strong> viu a noite de Florianópolis ganhar trilha sonora própria. Com quase todos os 600 ingressos vendidos, o público se espalhou por cadeiras de praia e cangas para ouvir o <strong>Trio Maré Mansa</strong> e a cantora <strong>Helena Sardinha</strong>.</p>
<h2>Um repertório sem pressa</h2>
<p>O trio abriu com uma versão instrumental de <em>Wave</em>, de Tom Jobim, em andamento lento, quase sussurrado. Helena entrou na quarta música e não saiu mais: foram dezenove canções entre clássicos de Johnny Alf, sambas-canção e composições autorais que devem integrar o primeiro disco da cantora.</p>
<blockquote>"Tocar com a lagoa atrás da gente muda tudo. O vento entra na música", disse o contrabaixista Otávio Lins depois do bis.</blockquote>
<p>A produção acertou na estrutura enxuta: <strong>food trucks</strong> com fila curta, som bem equalizado para um espaço aberto e saída organizada. O ponto fraco ficou por conta da falta de iluminação no acesso ao estacionamento, algo que os organizadores prometeram corrigir.</p>
<p>A próxima edição ainda não tem data. Enquanto isso, a agenda de shows está em <a href="/eventos">nossos eventos</a>.</p>`,
  },
  {
    id: 'news-causos-de-minas-esgotado',
    titulo: 'Causos de Minas esgota em menos de 48 horas; sessão extra em negociação',
    slug: 'causos-de-minas-esgota-em-48-horas',
    status: 'publicado',
    publicado: { diasAtras: 11, hora: '18:40' },
    seo_titulo: 'Causos de Minas esgota em menos de 48 horas',
    seo_descricao:
      'O stand-up mineiro vendeu todos os 250 lugares do Cine Teatro Serrano. Produção negocia sessão extra em Belo Horizonte.',
    capa: { matiz: 40, motivo: 'circulos' },
    corpo: `
<p>Os 250 lugares do Cine Teatro Serrano, em Belo Horizonte, acabaram em menos de dois dias. O espetáculo <strong>Causos de Minas</strong>, que reúne os humoristas Tião Pereira, Dri Fonseca e Juca Valadares, teve as <strong>vendas encerradas</strong> antes mesmo da divulgação nas rádios da capital.</p>
<h2>Sessão extra</h2>
<p>Segundo a produtora do trio, uma <strong>sessão extra</strong> está em negociação com o teatro. A ideia é manter o mesmo formato: cada humorista apresenta um <em>set</em> de cerca de 30 minutos, e os três voltam juntos ao palco para uma rodada de histórias enviadas pelo público.</p>
<blockquote>"Mineiro não conta piada, conta causo. E causo bom a gente conta devagar", brinca Dri Fonseca.</blockquote>
<p>Quem comprou ingresso para a sessão original deve ficar atento a três pontos:</p>
<ul>
  <li>os ingressos ficam disponíveis em <strong>Minha Conta &gt; Meus Ingressos</strong>, com QR Code;</li>
  <li>a meia-entrada exige documento na entrada;</li>
  <li>o bar abre uma hora antes do espetáculo.</li>
</ul>
<p>Enquanto a nova data não sai, vale conferir outro stand-up da agenda: <a href="/eventos/rindo-a-toa-stand-up-comedy">Rindo à Toa</a>, em São Paulo, ainda tem ingressos.</p>`,
  },
  {
    id: 'news-meia-maratona-inscricoes',
    titulo: 'Inscrições abertas para a Meia Maratona Parques de Curitiba',
    slug: 'inscricoes-abertas-meia-maratona-curitiba',
    status: 'publicado',
    publicado: { diasAtras: 17, hora: '07:30' },
    seo_titulo: 'Meia Maratona Parques de Curitiba: inscrições abertas',
    seo_descricao:
      'Provas de 5, 10 e 21 km com largadas em duas baterias. Veja categorias, kit do atleta e desconto para 60+.',
    capa: { matiz: 95, motivo: 'listras' },
    corpo: `
<p>Estão abertas as inscrições para a <strong>Meia Maratona Parques de Curitiba</strong>, prova que liga três parques da capital paranaense em percursos de <strong>5, 10 e 21 quilômetros</strong>. A largada e a chegada ficam no Parque das Araucárias.</p>
<h2>Largadas em duas baterias</h2>
<p>Para reduzir o congestionamento nos primeiros quilômetros, cada distância terá <strong>duas baterias</strong> de largada, separadas por quinze minutos. O corredor escolhe o tempo estimado na inscrição e é alocado automaticamente. A tabela com horários e vagas de cada bateria está na página da prova.</p>
<ul>
  <li><strong>5 km:</strong> aberta a caminhantes, ideal para quem está começando;</li>
  <li><strong>10 km:</strong> inclui categoria específica para atletas 60+;</li>
  <li><strong>21 km:</strong> percurso certificado, com postos de hidratação a cada 3 km.</li>
</ul>
<p>O kit do atleta inclui camiseta técnica, número de peito com chip e medalha. Corredores com 60 anos ou mais pagam <em>metade do valor</em>, e cadeirantes e atletas-guia têm largada própria.</p>
<p>Faça sua inscrição na <a href="/eventos/meia-maratona-parques-de-curitiba">página da Meia Maratona</a>.</p>`,
  },
  {
    id: 'news-nordeste-digital-trilhas',
    titulo: 'Conferência Nordeste Digital confirma trilhas de IA, dados e carreira',
    slug: 'nordeste-digital-confirma-trilhas',
    status: 'publicado',
    publicado: { diasAtras: 22, hora: '11:00' },
    seo_titulo: 'Nordeste Digital confirma trilhas de IA, dados e carreira',
    seo_descricao:
      'Conferência em Fortaleza terá quatro trilhas, oficinas de acessibilidade e pitch de startups. Caravanas têm condição especial.',
    capa: { matiz: 225, motivo: 'grade' },
    corpo: `
<p>A <strong>Conferência Nordeste Digital</strong>, que acontece no Centro de Convenções Beira-Mar, em Fortaleza, confirmou as quatro trilhas da edição: <strong>IA aplicada</strong>, <strong>dados</strong>, <strong>produto e design</strong> e <strong>carreira</strong>.</p>
<h2>Menos hype, mais prática</h2>
<p>A curadoria diz ter priorizado palestras com casos reais de empresas da região. Na trilha de IA, por exemplo, a palestra de abertura discute como colocar modelos de linguagem em produção <em>sem estourar o orçamento</em>, com números de custo e de avaliação de qualidade.</p>
<ul>
  <li>oficina prática de acessibilidade em aplicações web e móveis;</li>
  <li>painel sobre o primeiro emprego em tecnologia, com recrutadores de empresas locais;</li>
  <li>sessão de <em>pitch</em> com dez startups selecionadas no encerramento.</li>
</ul>
<blockquote>"O Nordeste já exporta software para o mundo. A conferência é para mostrar isso para quem está aqui", afirma o organizador Davi Holanda.</blockquote>
<p>Universidades interessadas em levar grupos podem escolher a opção <strong>Caravana universitária</strong> na <a href="/eventos/conferencia-nordeste-digital">página da conferência</a>; a organização entra em contato para combinar as condições.</p>`,
  },
  {
    id: 'news-rock-na-serra-balanco',
    titulo: 'Rock na Serra Gaúcha reúne 3,8 mil pessoas e confirma próxima edição',
    slug: 'rock-na-serra-reune-3-8-mil-pessoas',
    status: 'publicado',
    publicado: { diasAtras: 38, hora: '16:20' },
    seo_titulo: null,
    seo_descricao: null,
    capa: { matiz: 5, motivo: 'listras' },
    corpo: `
<p>Foram dez horas de música, dez bandas e cerca de <strong>3,8 mil pessoas</strong> no Pavilhão das Vinícolas, em Bento Gonçalves. O <strong>Rock na Serra Gaúcha</strong> fechou a edição com público recorde e já confirmou que volta no ano que vem.</p>
<h2>Os Minuanos fecham a noite</h2>
<p>Headliners da noite, <strong>Os Minuanos</strong> subiram ao palco às 23h e tocaram por quase duas horas. O público cantou em coro os sucessos dos anos 2000 e recebeu bem as três faixas do novo disco, apresentadas pela primeira vez ao vivo.</p>
<p>No palco alternativo, as bandas selecionadas por edital mostraram a força da cena autoral do interior gaúcho. <em>Carreteiro Punk</em>, de Caxias do Sul, foi a surpresa da tarde.</p>
<ul>
  <li>96 % dos ingressos vendidos;</li>
  <li>feira de vinis com 25 expositores;</li>
  <li>zero ocorrências graves registradas pela segurança.</li>
</ul>
<p>As datas da próxima edição serão anunciadas aqui em <a href="/noticias">Notícias</a>.</p>`,
  },
  {
    id: 'news-sabores-paraty-expositores',
    titulo: 'Festival Sabores de Paraty apresenta chefs e alambiques participantes',
    slug: 'sabores-de-paraty-apresenta-expositores',
    status: 'publicado',
    publicado: { diasAtras: 51, hora: '12:00' },
    seo_titulo: 'Sabores de Paraty apresenta chefs e alambiques',
    seo_descricao:
      'Cozinha caiçara, cachaças envelhecidas e aulas-show no cais: conheça os expositores do festival gastronômico de Paraty.',
    capa: { matiz: 165, motivo: 'ondas' },
    corpo: `
<p>O <strong>Festival Sabores de Paraty</strong> divulgou a lista de expositores que vão ocupar o cais do centro histórico durante três dias. A curadoria privilegiou produtores da Costa Verde, entre Angra dos Reis, Paraty e Ubatuba.</p>
<h2>Da canoa à mesa</h2>
<p>Entre os destaques estão a <strong>Casa da Tainha</strong>, com o tradicional peixe assado na folha de bananeira, e <strong>Dona Cida Caiçara</strong>, que leva de Trindade o <em>azul-marinho</em>, cozido de peixe com banana verde que dá à panela de ferro o tom azulado que batiza o prato.</p>
<ul>
  <li><strong>Alambique Serra do Mar:</strong> cachaças envelhecidas em madeiras brasileiras;</li>
  <li><strong>Sorvetes do Quilombo:</strong> sabores de cambuci, juçara e cambucá;</li>
  <li><strong>Chef Rodrigo Mangue:</strong> aula-show de moqueca de banana-da-terra.</li>
</ul>
<p>O ingresso inclui fichas de degustação trocadas nas barracas. Crianças de até 12 anos acompanhadas de um adulto não pagam.</p>
<p>A lista completa de expositores está na <a href="/eventos/festival-sabores-de-paraty">página do festival</a>.</p>`,
  },
];
