// The built-in stand-in for every external frame (docs/frames.md). Kept outside the HTML: the
// portal's Content-Security-Policy allows scripts from the portal itself only ('self').
(function () {
  'use strict';
  var TOKEN_NAME = /(token|jwt|sso)/i;
  var params = new URLSearchParams(window.location.search);

  // Tokens are shortened so that the page shows that one arrived without displaying it whole.
  function shorten(name, value) {
    if (!TOKEN_NAME.test(name) || value.length <= 16) return value;
    return value.slice(0, 8) + '…' + value.slice(-4) + ' (' + value.length + ' characters)';
  }

  var frame = params.get('frame') || '(unknown)';
  document.getElementById('frame-name').textContent = frame;
  document.title = 'Placeholder: ' + frame;

  var body = document.getElementById('parameters');
  var rows = [];
  params.forEach(function (value, name) {
    if (name === 'frame') return;
    var row = document.createElement('tr');
    row.setAttribute('data-parameter', name);
    var key = document.createElement('th');
    key.scope = 'row';
    key.textContent = name;
    var cell = document.createElement('td');
    cell.textContent = value === '' ? '(empty)' : shorten(name, value);
    row.appendChild(key);
    row.appendChild(cell);
    rows.push(row);
  });
  if (rows.length) {
    body.textContent = '';
    rows.forEach(function (row) {
      body.appendChild(row);
    });
  }
})();
